// Debian's Chromium driven over the DevTools protocol's pipe (--remote-debugging-pipe: JSON
// messages ended by a NUL byte, written to the browser's fd 3 and read from its fd 4), with
// nothing enabled that the caller does not ask for. Playwright enables the Runtime domain on
// every page, and with it V8 records a stack trace with line and column for every Error the
// page constructs; the first such Error in a module's top-level code makes V8 parse the whole
// module again (docs/performance.md, "A tap during start-up"). A reader's browser does not.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../../scripts/lib/chromium.mjs';

/** How long one protocol command may take before the browser counts as stuck. */
const COMMAND_TIMEOUT_MS = 60_000;

/**
 * Starts Chromium and resolves with a client: `send(method, params, sessionId)` answers with the
 * command's result (or rejects with its error), `on(listener)` hears every event, `close()`
 * stops the browser and removes its profile.
 */
export async function launchOverPipe() {
  const profile = mkdtempSync(path.join(tmpdir(), 'apogee-bench-chromium-'));
  const browser = spawn(
    CHROMIUM_PATH,
    [...CHROMIUM_FLAGS, '--remote-debugging-pipe', `--user-data-dir=${profile}`, 'about:blank'],
    { stdio: ['ignore', 'ignore', 'ignore', 'pipe', 'pipe'] },
  );
  const [toBrowser, fromBrowser] = [browser.stdio[3], browser.stdio[4]];
  const pending = new Map();
  const listeners = new Set();
  let lastId = 0;
  let buffered = '';
  fromBrowser.on('data', (chunk) => {
    buffered += chunk.toString('utf8');
    let end;
    while ((end = buffered.indexOf('\0')) !== -1) {
      const message = JSON.parse(buffered.slice(0, end));
      buffered = buffered.slice(end + 1);
      const waiting = message.id === undefined ? undefined : pending.get(message.id);
      if (waiting) {
        pending.delete(message.id);
        clearTimeout(waiting.timer);
        if (message.error) waiting.reject(new Error(`${waiting.method}: ${message.error.message}`));
        else waiting.resolve(message.result);
      } else if (message.method) {
        for (const listener of listeners) listener(message);
      }
    }
  });
  const exited = new Promise((resolve) => browser.once('exit', resolve));
  void exited.then(() => {
    for (const { reject, timer, method } of pending.values()) {
      clearTimeout(timer);
      reject(new Error(`${method}: the browser exited`));
    }
    pending.clear();
  });

  /** @returns {Promise<any>} */
  function send(method, params = {}, sessionId = undefined) {
    const id = ++lastId;
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => {
        pending.delete(id);
        reject(new Error(`${method}: no answer in ${COMMAND_TIMEOUT_MS / 1000} s`));
      }, COMMAND_TIMEOUT_MS);
      pending.set(id, { resolve, reject, timer, method });
      toBrowser.write(`${JSON.stringify({ id, method, params, sessionId })}\0`);
    });
  }

  // The first answer says the browser is up.
  await send('Browser.getVersion');
  return {
    send,
    on(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    async close() {
      await send('Browser.close').catch(() => browser.kill('SIGKILL'));
      await exited;
      rmSync(profile, { recursive: true, force: true });
    },
  };
}
