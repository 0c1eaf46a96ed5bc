// How a replica drains on SIGTERM, the web server and the quiz-service alike (each adapts it:
// the web server's first middleware, web/server/replica/drain.ts; the quiz-service's Fastify
// hooks, src/plugins/lifecycle.ts).
import { Server as NetServer } from 'node:net';
import type { ApiError } from '@apogee/contracts/errors';

/**
 * A request that reaches a draining replica is refused with a 503 (nothing was done) so the
 * balancer sends it to another replica, POSTs included (nginx: `proxy_next_upstream http_503
 * non_idempotent`). The listener closes only once no request has come for DRAIN_QUIET_MS:
 * closed while the balancer still sends, it would reset the connections waiting in its accept
 * queue, whose requests nginx has already written and will not resend (a POST would fail).
 */
export const DRAIN_QUIET_MS = 500;

/** The body of that 503, in the quiz-service's error shape. */
export const drainingError: ApiError = {
  error: { code: 'DRAINING', message: 'This server is restarting. Please try again.' },
};

/** Headers of that 503: retry at once elsewhere, and do not send more on this connection. */
export const drainingHeaders = {
  'content-type': 'application/json; charset=utf-8',
  'cache-control': 'no-store',
  'retry-after': '1',
  connection: 'close',
} as const;

export interface DrainGate {
  isDraining(): boolean;
  /** Called on SIGTERM. */
  start(): void;
  /** Called for each request refused while draining: the replica is not quiet yet. */
  noteLatecomer(): void;
  /** Resolves once no latecomer has come for `quietMs`. */
  whenQuiet(): Promise<void>;
}

export function createDrainGate(quietMs = DRAIN_QUIET_MS): DrainGate {
  let draining = false;
  let lastArrival = 0;
  return {
    isDraining: () => draining,
    start() {
      draining = true;
      lastArrival = Date.now();
    },
    noteLatecomer() {
      lastArrival = Date.now();
    },
    whenQuiet() {
      return new Promise((resolve) => {
        const timer = setInterval(() => {
          if (Date.now() - lastArrival < quietMs) return;
          clearInterval(timer);
          resolve();
        }, 50);
      });
    },
  };
}

/**
 * Stops accepting connections and resolves once the last open one has ended. Not
 * http.Server.close() (which Fastify's close() and srvx call): since Node 19 that also ends
 * every idle keep-alive connection at once, and a balancer may have just written a request on
 * one; nginx does not send a POST it wrote to another replica, so the reader would get an
 * error. Left open, each connection closes after its next answer (`Connection: close` while
 * draining) or, unused, at the server's keep-alive timeout.
 */
export function stopListening(server: NetServer): Promise<void> {
  return new Promise((resolve) => {
    NetServer.prototype.close.call(server, () => resolve());
  });
}
