import { stopListening } from '@apogee/service-plumbing/drain';
import { ConfigError, loadConfig } from './config';
import { DatabaseUnavailableError } from './db/database';
import { RedisUnavailableError } from './lib/redis-rate-limit-store';
import { buildApp } from './app';
import { startNewsletterProcess } from './newsletter-process';

/** How long open connections may stay unused while draining before they are closed. */
const idleGraceMs = (config: { drainTimeoutMs: number }) =>
  Math.min(5000, config.drainTimeoutMs / 2);

/** Starts the service; any start-up problem is one clear line on stderr and exit code 1. */
async function main() {
  const config = loadConfig();
  const app = await buildApp(config);
  try {
    await app.listen({ port: config.port, host: config.host });
  } catch (error) {
    await app.close().catch(() => undefined);
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'EADDRINUSE')
      throw new ConfigError(`Port ${config.port} is already in use (QUIZ_PORT).`);
    if (code === 'EADDRNOTAVAIL' || code === 'ENOTFOUND')
      throw new ConfigError(`Cannot listen on ${config.host} (QUIZ_HOST).`);
    throw error;
  }

  // On PostgreSQL the newsletter's sender runs in a child process: a send of 100,000
  // emails uses its own event loop and heap, never the one that answers readers.
  if (config.newsletter.sender === 'process') startNewsletterProcess(app.log);

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    // Drain (@apogee/service-plumbing/drain): readiness answers 503 from now on and a request that still
    // arrives gets a 503 the balancer resends elsewhere. Once none has come for a moment the
    // listener closes; open connections close after their next answer (plugins/lifecycle.ts).
    // Those still open after a short grace are unused: app.close() ends them, waits for
    // running requests, closes the database and Redis.
    app.lifecycle.start();
    app.log.info(`${signal} received, draining (at most ${config.drainTimeoutMs / 1000} s)`);
    setTimeout(() => {
      app.log.warn('drain took longer than DRAIN_TIMEOUT_SECONDS, exiting anyway');
      process.exit(1);
    }, config.drainTimeoutMs).unref();
    await app.lifecycle.whenQuiet();
    const grace = new Promise((resolve) => setTimeout(resolve, idleGraceMs(config)).unref());
    await Promise.race([stopListening(app.server), grace]);
    app.close().then(
      () => process.exit(0),
      () => process.exit(1),
    );
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
}

main().catch((error: unknown) => {
  if (
    error instanceof ConfigError ||
    error instanceof DatabaseUnavailableError ||
    error instanceof RedisUnavailableError
  ) {
    console.error(`quiz-service: ${error.message}`);
  } else {
    console.error('quiz-service: failed to start:', error);
  }
  process.exit(1);
});
