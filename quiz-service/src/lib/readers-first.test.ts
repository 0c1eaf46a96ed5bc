import { spawn } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { afterEach, describe, expect, it } from 'vitest';
import { yieldToReaders } from './readers-first';

/** The scheduling policy of a process or thread: field 41 of its `stat` under /proc. */
function policyOf(path: string): number {
  const stat = readFileSync(`${path}/stat`, 'utf8');
  // The command name may hold spaces: count the fields after its closing parenthesis.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return Number(fields[41 - 3]);
}

const SCHED_IDLE = 5;

describe('yieldToReaders', () => {
  const children: ReturnType<typeof spawn>[] = [];
  afterEach(() => {
    for (const child of children.splice(0)) child.kill();
  });

  it('puts every thread of a process under the idle policy', async () => {
    const child = spawn(
      process.execPath,
      ['-e', "console.log('up'); setTimeout(() => {}, 30_000)"],
      {
        stdio: ['ignore', 'pipe', 'ignore'],
      },
    );
    children.push(child);
    // Once it prints, Node's own threads (V8's, libuv's) are running.
    await new Promise((resolve) => child.stdout?.once('data', resolve));
    const pid = child.pid as number;
    expect(policyOf(`/proc/${pid}`)).toBe(0);
    expect(yieldToReaders(pid)).toBe('idle policy');
    const threads = readdirSync(`/proc/${pid}/task`);
    expect(threads.length).toBeGreaterThan(1);
    for (const thread of threads) expect(policyOf(`/proc/${pid}/task/${thread}`)).toBe(SCHED_IDLE);
  });
});
