import { spawn } from 'node:child_process';
import { root } from './paths.mjs';

/** Runs a command to completion with inherited output; resolves to its exit code. */
export function run(command, args, { cwd = root, env = process.env } = {}) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd, env, stdio: 'inherit' });
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
    child.on('error', () => resolve(1));
  });
}
