// The web server's drain on SIGTERM (and SIGINT): readiness turns 503 at once, the listener
// closes, requests in flight finish, and the process exits 0; after the time limit it exits 1
// anyway.
/** What the drain needs of srvx's Node server (an http.Server here; HTTP/2 has no idle close). */
interface ClosableServer {
  close(callback: () => void): unknown;
  closeIdleConnections?(): void;
}

export interface DrainOptions {
  server: ClosableServer | undefined;
  timeoutMs: number;
  onDrainStart(): void;
  beforeExit(): Promise<void>;
  exit?: (code: number) => void;
}

/** The drain itself, run once however often it is called (server.ts: on SIGTERM and SIGINT). */
export function createDrain(options: DrainOptions): () => void {
  const exit = options.exit ?? ((code: number) => process.exit(code));
  let started = false;
  const drain = () => {
    if (started) return;
    started = true;
    options.onDrainStart();
    setTimeout(() => {
      console.warn('web: drain took longer than DRAIN_TIMEOUT_SECONDS, exiting anyway');
      exit(1);
    }, options.timeoutMs).unref();
    const closed = new Promise<void>((resolve) => {
      if (!options.server) return resolve();
      // Stops accepting; Node closes idle keep-alive connections, and a busy one closes after
      // its answer (server.ts sends `Connection: close` while draining). The callback runs
      // once the last connection has ended.
      options.server.close(() => resolve());
      options.server.closeIdleConnections?.();
    });
    void closed
      .then(() => options.beforeExit())
      .catch(() => undefined)
      .finally(() => exit(0));
  };
  return drain;
}

export function drainOnSignals(options: DrainOptions) {
  const drain = createDrain(options);
  process.on('SIGTERM', drain);
  process.on('SIGINT', drain);
}
