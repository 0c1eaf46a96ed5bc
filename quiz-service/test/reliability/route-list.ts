import type { FastifyInstance } from 'fastify';

export interface RouteEntry {
  method: string;
  /** The route's path with its `:param` placeholders, e.g. `/api/profile/:userId`. */
  url: string;
}

/**
 * Every route the app answers, read from Fastify's own route tree (printRoutes), so a route
 * added later is fuzzed without anyone listing it here. HEAD is left out: Fastify derives it
 * from GET.
 */
export function listRoutes(app: FastifyInstance): RouteEntry[] {
  const tree = app.printRoutes({ commonPrefix: false });
  const stack: string[] = [];
  const routes: RouteEntry[] = [];
  for (const line of tree.split('\n')) {
    const match = /^([│ ]*)[├└]── (\S+)(?: \(([A-Z, ]+)\))?/.exec(line);
    if (!match) continue;
    const depth = (match[1] ?? '').length / 4;
    stack.length = depth;
    const url = (stack[depth - 1] ?? '') + (match[2] ?? '');
    stack.push(url);
    for (const method of (match[3] ?? '').split(', ').filter(Boolean))
      if (method !== 'HEAD') routes.push({ method, url });
  }
  return routes;
}
