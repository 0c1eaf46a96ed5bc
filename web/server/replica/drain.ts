// The web server's drain on SIGTERM (and SIGINT): readiness turns 503 at once, the listener
// closes, requests in flight finish, and the process exits 0; after the time limit it exits 1
// anyway.
import type { Server as NetServer } from 'node:net';
import {
  createDrainGate,
  drainingError,
  drainingHeaders,
  stopListening,
} from '@apogee/service-plumbing/drain';

export interface DrainOptions {
  /** Stops accepting connections; `done` runs once the last open connection has ended. */
  stopListening(done: () => void): void;
  timeoutMs: number;
  onDrainStart(): void;
  beforeExit(): Promise<void>;
  exit?: (code: number) => void;
}

/**
 * Closes only the listener of srvx's Node server (stopListening, shared with the quiz-service:
 * idle keep-alive connections stay open). Each connection closes after its next answer
 * (server.ts sends `Connection: close` while draining) or, unused, at Node's keep-alive
 * timeout (5 s).
 */
export function stopListeningOnly(server: NetServer | undefined) {
  return (done: () => void) => {
    if (!server) return done();
    void stopListening(server).then(done);
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

/**
 * The shared drain gate (@apogee/service-plumbing/drain) with the web's refusal: a latecomer gets a 503 the
 * balancer resends to another replica, and the listener closes once none has come for a while.
 */
export function createWebDrainGate() {
  const gate = createDrainGate();
  return {
    ...gate,
    refuse(): Response {
      gate.noteLatecomer();
      return new Response(JSON.stringify(drainingError), { status: 503, headers: drainingHeaders });
    },
  };
}
