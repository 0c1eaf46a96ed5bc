import { SECURE_SESSION_COOKIE, SESSION_COOKIE } from '@apogee/contracts/session-cookie';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance, FastifySchema } from 'fastify';
import { z } from 'zod';

/** Where the description of both APIs is served. */
export const OPENAPI_PATH = '/api/openapi.json';
/** Where people read it: Swagger UI, through the site's /api proxy too. */
export const API_DOCS_PATH = '/api/docs';

const isZod = (value: unknown): value is z.ZodType => value instanceof z.ZodType;

/**
 * A route's zod schema as OpenAPI 3.0 JSON Schema: requests as they may be sent (defaults
 * optional), answers as they are produced. Anything zod cannot express becomes `{}`.
 */
function toJsonSchema(schema: unknown, io: 'input' | 'output'): unknown {
  if (!isZod(schema)) return schema;
  try {
    return z.toJSONSchema(schema, { target: 'openapi-3.0', io, unrepresentable: 'any' });
  } catch {
    return {};
  }
}

function transformSchema(schema: FastifySchema | undefined): FastifySchema | undefined {
  if (!schema) return schema;
  const out: FastifySchema = { ...schema };
  for (const part of ['body', 'querystring', 'params', 'headers'] as const)
    if (schema[part]) out[part] = toJsonSchema(schema[part], 'input');
  if (schema.response && typeof schema.response === 'object')
    out.response = Object.fromEntries(
      Object.entries(schema.response).map(([status, answer]) => [
        status,
        toJsonSchema(answer, 'output'),
      ]),
    );
  return out;
}

/**
 * The OpenAPI description of the JSON API and of the REST adapter, generated from the routes'
 * zod schemas. Register it before the routes (it collects them as they are added).
 */
export async function registerOpenApi(app: FastifyInstance) {
  await app.register(swagger, {
    openapi: {
      openapi: '3.0.3',
      info: {
        title: 'Apogee quiz-service',
        version: '1.0.0',
        description:
          'Accounts, password reset, profile, comments, newsletter, contact, stories and quiz ' +
          '(`/api/…`), and the REST adapter of the previous site (`/api/legacy/…`). Errors of ' +
          'the JSON API are `{ error: { code, message, fields? } }`; the adapter keeps the old ' +
          'error fields (`message`, `error`, `Error` or `Status`). Signed-in calls send the ' +
          'session cookie; changes that carry it must come from the site (Origin check).',
      },
      components: {
        securitySchemes: {
          session: {
            type: 'apiKey',
            in: 'cookie',
            name: SESSION_COOKIE,
            description: `Set by login; named ${SECURE_SESSION_COOKIE} when the site is served over https.`,
          },
        },
      },
    },
    transform: ({ schema, url }) => ({ schema: transformSchema(schema) ?? {}, url }),
  });
  await app.register(swaggerUi, {
    routePrefix: API_DOCS_PATH,
    // Its own Content-Security-Policy (scripts, styles and pictures from itself only) replaces
    // the service's "nothing may run" policy on these pages alone.
    staticCSP:
      "default-src 'self'; base-uri 'self'; frame-ancestors 'none'; img-src 'self' data:; " +
      "object-src 'none'; script-src 'self'; script-src-attr 'none'; style-src 'self'",
    validatorUrl: false,
    uiConfig: { docExpansion: 'list', deepLinking: true, tryItOutEnabled: false },
  });
  app.get(OPENAPI_PATH, { schema: { hide: true } }, async (_request, reply) => {
    reply.header('cache-control', 'no-cache');
    return app.swagger();
  });
}
