import { readdirSync, readFileSync } from 'node:fs';

/** Resident memory (bytes) of every process in a process group (npm and the server it runs). */
export function groupRss(pgid: number): number {
  let total = 0;
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      // Fields after the command name (which may hold spaces) start after the last ')'.
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      if (Number(fields[2]) !== pgid) continue;
      const rss = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${entry}/status`, 'utf8'));
      total += Number(rss?.[1] ?? 0) * 1024;
    } catch {
      // the process ended while being read
    }
  }
  return total;
}

/** Samples each group's RSS every second; stop() gives the floor of the first and last 10 s. */
export function sampleMemory(groups: Record<string, number>) {
  const samples: { at: number; rss: Record<string, number> }[] = [];
  const started = Date.now();
  const timer = setInterval(() => {
    const rss: Record<string, number> = {};
    for (const [name, pgid] of Object.entries(groups)) rss[name] = groupRss(pgid);
    samples.push({ at: Date.now() - started, rss });
  }, 1000);
  return {
    samples,
    stop() {
      clearInterval(timer);
      const duration = Date.now() - started;
      // The lowest value of a window is what is left after garbage collection: a leak raises
      // it, while the collector's sawtooth (±50 MB on a 300 MB process under load) does not.
      const floor = (from: number, to: number, name: string) =>
        Math.min(...samples.filter((s) => s.at >= from && s.at < to).map((s) => s.rss[name] ?? 0));
      return Object.fromEntries(
        Object.keys(groups).map((name) => [
          name,
          { first: floor(0, 10_000, name), last: floor(duration - 10_000, duration + 1, name) },
        ]),
      );
    },
  };
}
