import { spawn } from 'node:child_process';
import { createWriteStream } from 'node:fs';
import { root } from './paths.mjs';

/** Runs a command to completion with inherited output; resolves to its exit code. */
export function run(command, args, { cwd = root, env = process.env } = {}) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd, env, stdio: 'inherit' });
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
    child.on('error', () => resolve(1));
  });
}

/**
 * Runs a command with its output on the console and also in `logFile`, which the test runs'
 * check for leaked secrets reads afterwards; resolves to its exit code.
 */
export function runLogged(command, args, { cwd = root, env = process.env, logFile }) {
  const log = createWriteStream(logFile, { flags: 'a' });
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd, env, stdio: ['ignore', 'pipe', 'pipe'] });
    for (const stream of [child.stdout, child.stderr])
      stream.on('data', (chunk) => {
        process.stdout.write(chunk);
        log.write(chunk);
      });
    const finish = (code) => log.end(() => resolve(code));
    // 'close', not 'exit': the last output has been read by then.
    child.on('close', (code, signal) => finish(code ?? (signal ? 1 : 0)));
    child.on('error', () => finish(1));
  });
}
