import { Server as NetServer } from 'node:net';

/**
 * Stops accepting connections and resolves once the last open one has ended. Not
 * http.Server.close() (which Fastify's close() calls): since Node 19 that also ends every idle
 * keep-alive connection at once, and a balancer may have just written a request on one; nginx
 * does not send a POST it wrote to another replica, so the reader would get an error. Left
 * open, each connection closes after its next answer (`Connection: close` while draining,
 * plugins/lifecycle.ts) or, unused, at Node's keep-alive timeout (Fastify's: 72 s).
 */
export function stopListening(server: NetServer): Promise<void> {
  return new Promise((resolve) => {
    NetServer.prototype.close.call(server, () => resolve());
  });
}
