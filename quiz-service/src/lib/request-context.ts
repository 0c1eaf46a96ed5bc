import type { FastifyRequest } from 'fastify';

/** Who is asking: used for rate limits and stored on the session row. */
export interface RequestContext {
  ip: string;
  userAgent?: string;
}

export function contextOf(request: FastifyRequest): RequestContext {
  return { ip: request.ip, userAgent: request.headers['user-agent'] };
}
