// Work that can wait (the newsletter's sender) on a machine it shares with readers' processes.
// A niceness of 10 gave the sender a smaller share of the CPU, but not quick wake-ups for the
// web: with Linux's scheduler a page's request that wakes the web while the sender holds the
// core waits for the sender's time slice to end, and an article's p99 during a 100,000-email
// send came out 2.2-2.5 times its idle p99. Under the idle policy (SCHED_IDLE) a reader's
// process that wakes takes the core at once, and the sender runs on what readers leave.
import { execFileSync } from 'node:child_process';
import { setPriority } from 'node:os';

/** The niceness used where the idle policy cannot be had. */
export const FALLBACK_NICENESS = 10;

/** What the process got: the idle policy, a niceness, or neither (the system refused both). */
export type YieldedPriority = 'idle policy' | `niceness ${number}` | 'normal';

/**
 * Puts every thread of `pid` under the idle policy with util-linux's `chrt` (part of every
 * Debian system, the service's image included); without it, a niceness of FALLBACK_NICENESS.
 * Threads started later inherit the policy from the thread that starts them.
 */
export function yieldToReaders(pid: number = process.pid): YieldedPriority {
  try {
    execFileSync('chrt', ['--idle', '--all-tasks', '--pid', '0', String(pid)], {
      stdio: 'ignore',
      timeout: 5000,
    });
    return 'idle policy';
  } catch {
    // No chrt, or a system that refuses the policy: a niceness instead.
  }
  try {
    setPriority(pid, FALLBACK_NICENESS);
    return `niceness ${FALLBACK_NICENESS}`;
  } catch {
    return 'normal';
  }
}
