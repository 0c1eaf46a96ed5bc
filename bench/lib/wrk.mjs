// wrk runs (Debian's `wrk`), summarised as load.mjs summarises autocannon's. Used where the
// figure is the server's ceiling for one cheap answer (a kept page, a cached page, nginx's
// file): there autocannon, a Node process on the same two cores reading every byte, tops out
// first and its limit would be reported as the server's. wrk is written in C and costs a
// fraction of the CPU for the same load, as in the issue's own measurement (`wrk -t2 -c50`).
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';

const run = promisify(execFile);

/** Milliseconds from wrk's "812.00us", "4.68ms" or "1.02s". */
function milliseconds(text) {
  const match = /^([\d.]+)(us|ms|s|m)$/.exec(text);
  if (!match) throw new Error(`wrk: unreadable latency "${text}"`);
  const value = Number(match[1]);
  return { us: value / 1000, ms: value, s: value * 1000, m: value * 60_000 }[match[2]];
}

/** The figures of one wrk report (`--latency`). */
export function parseWrk(output) {
  const number = (pattern) => Number(pattern.exec(output)?.[1] ?? NaN);
  const latency = (percent) => {
    const match = new RegExp(`^\\s+${percent}%\\s+(\\S+)`, 'm').exec(output);
    if (!match) throw new Error(`wrk: no ${percent}% latency in its report`);
    return +milliseconds(match[1]).toFixed(2);
  };
  const sockets = /Socket errors: connect (\d+), read (\d+), write (\d+), timeout (\d+)/.exec(
    output,
  );
  const requests = number(/(\d+) requests in ([\d.]+)(?:s|ms|m)/);
  if (!Number.isFinite(requests)) throw new Error(`wrk: no request count in its report`);
  return {
    requestsPerSecond: Math.round(number(/Requests\/sec:\s+([\d.]+)/)),
    requests,
    p50Ms: latency(50),
    p99Ms: latency(99),
    non2xx: number(/Non-2xx or 3xx responses: (\d+)/) || 0,
    errors: sockets ? sockets.slice(1).reduce((sum, count) => sum + Number(count), 0) : 0,
  };
}

/** One wrk load of `url` (2 threads) with `headers`, resolved with its summary. */
export async function wrkTest({ url, connections, duration, headers = {} }) {
  const args = ['-t2', `-c${connections}`, `-d${duration}s`, '--latency'];
  for (const [name, value] of Object.entries(headers)) args.push('-H', `${name}: ${value}`);
  const { stdout } = await run('wrk', [...args, url], { timeout: (duration + 30) * 1000 });
  return { ...parseWrk(stdout), connections, seconds: duration, tool: 'wrk' };
}

/** How long a warm-up lasts: as long as the first run's shortfall was seen to last. */
export const WARM_UP_SECONDS = 5;

/**
 * The same load as the runs that follow, for WARM_UP_SECONDS, its figures thrown away. A server
 * just started pays for its first requests: a fresh varnishd's worker threads touch their stacks
 * and workspaces, and where a first touch of memory is slow (bench/lib/machine.mjs) its first
 * 6-second run was seen 20–30% below the next ones. A run's figure should be the server's steady
 * pace, the same for every server compared.
 */
export async function warmUp({ url, connections, headers = {} }) {
  await wrkTest({ url, connections, duration: WARM_UP_SECONDS, headers });
}
