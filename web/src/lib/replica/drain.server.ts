// The web server's drain on SIGTERM (and SIGINT): readiness turns 503 at once, the listener
// closes, requests in flight finish, and the process exits 0; after the time limit it exits 1
// anyway.
import { Server as NetServer } from 'node:net';

export interface DrainOptions {
  /** Stops accepting connections; `done` runs once the last open connection has ended. */
  stopListening(done: () => void): void;
  timeoutMs: number;
  onDrainStart(): void;
  beforeExit(): Promise<void>;
  exit?: (code: number) => void;
}

/**
 * Closes only the listener of srvx's Node server. http.Server.close() (Node 19 and later) also
 * ends every idle keep-alive connection at once, and a balancer may have just written a
 * request on one: nginx does not send a POST it wrote to another replica, so the reader would
 * get an error. Left open, each connection closes after its next answer (server.ts sends
 * `Connection: close` while draining) or, unused, at Node's keep-alive timeout (5 s).
 */
export function stopListeningOnly(server: NetServer | undefined) {
  return (done: () => void) => {
    if (!server) return done();
    NetServer.prototype.close.call(server, () => done());
  };
}

/** The drain itself, run once however often it is called (server.ts: on SIGTERM and SIGINT). */
export function createDrain(options: DrainOptions): () => void {
  const exit = options.exit ?? ((code: number) => process.exit(code));
  let started = false;
  return () => {
    if (started) return;
    started = true;
    options.onDrainStart();
    setTimeout(() => {
      console.warn('web: drain took longer than DRAIN_TIMEOUT_SECONDS, exiting anyway');
      exit(1);
    }, options.timeoutMs).unref();
    void new Promise<void>((resolve) => options.stopListening(resolve))
      .then(() => options.beforeExit())
      .catch(() => undefined)
      .finally(() => exit(0));
  };
}

export function drainOnSignals(options: DrainOptions) {
  const drain = createDrain(options);
  process.on('SIGTERM', drain);
  process.on('SIGINT', drain);
}

/** How long no request may have reached a draining replica before its listener closes. */
export const DRAIN_QUIET_MS = 500;

/**
 * What a draining replica does with requests that reach it after SIGTERM: refuses them with a
 * 503 (nothing was done), so the balancer sends them to another replica, POSTs included
 * (nginx: `proxy_next_upstream http_503 non_idempotent`), and counts this one failed. The
 * listener closes only once no request has come for DRAIN_QUIET_MS: closed while the balancer
 * still sends, it would reset the connections waiting in its accept queue, whose requests
 * nginx has already written and will not resend (a POST would fail).
 */
export function createDrainGate(quietMs = DRAIN_QUIET_MS) {
  let draining = false;
  let lastArrival = 0;
  return {
    isDraining: () => draining,
    start() {
      draining = true;
      lastArrival = Date.now();
    },
    refuse(): Response {
      lastArrival = Date.now();
      return new Response(
        JSON.stringify({
          error: { code: 'DRAINING', message: 'This server is restarting. Please try again.' },
        }),
        {
          status: 503,
          headers: {
            'content-type': 'application/json; charset=utf-8',
            'cache-control': 'no-store',
            'retry-after': '1',
            connection: 'close',
          },
        },
      );
    },
    /** Resolves once no request has been refused for `quietMs`. */
    whenQuiet(): Promise<void> {
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
