import type { FastifyPluginAsync, FastifyPluginOptions, RawServerDefault } from 'fastify';
import type { ZodTypeProvider } from './zod-provider';

/** A route plugin whose schemas are zod schemas. */
export type FastifyPluginAsyncZod<Options extends FastifyPluginOptions = Record<never, never>> =
  FastifyPluginAsync<Options, RawServerDefault, ZodTypeProvider>;
