/** Chromium's scheduler.yield (Chrome 129): continues ahead of other queued tasks. */
interface YieldingScheduler {
  yield?: () => Promise<void>;
}

/**
 * Resolves in a later task, so the work before and after it are two tasks and the browser can
 * handle input and paint between them. Long tasks are what delays a tap during start-up (and
 * what Lighthouse's Total Blocking Time counts).
 */
export function nextTask(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: YieldingScheduler }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => resolve();
    channel.port2.postMessage(null);
  });
}
