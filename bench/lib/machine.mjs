// What the machine is like as a run begins and ends, beside its load average: how long the
// first touch of a page of memory takes. Every new browser tab (each Lighthouse run, each tap)
// touches tens of thousands of 4 KB pages for the first time, and each first touch traps to the
// kernel (and, on a virtual machine whose host backs its memory lazily, to the host). When that
// trap is slow, the browser's own work grows: the blocking time of a page's copy without
// scripts rises with it, and so does the live page's. Reporting it lets a reader tell a slow
// day of the machine from a slow change to the site.
import { performance } from 'node:perf_hooks';
import { median } from './stats.mjs';

/**
 * Microseconds per page fault when `megabytes` of fresh memory are touched once per 4 KB page,
 * the median of `rounds`. Above glibc's largest mmap threshold (32 MB), so the memory is always
 * new to the process, never reused from its heap. `faults` is the last round's count.
 */
export function firstTouch({ megabytes = 256, rounds = 3 } = {}) {
  const perFault = [];
  let faults = 0;
  for (let round = 0; round < rounds; round++) {
    const before = process.resourceUsage().minorPageFault;
    const started = performance.now();
    const memory = Buffer.alloc(megabytes * 1024 * 1024);
    for (let offset = 0; offset < memory.length; offset += 4096) memory[offset] = 1;
    const micros = (performance.now() - started) * 1000;
    faults = process.resourceUsage().minorPageFault - before;
    if (faults > 0) perFault.push(micros / faults);
  }
  const micros = median(perFault);
  return { microsPerFault: micros === null ? null : +micros.toFixed(2), faults };
}

/** The report's words for it, or '' when the run did not measure it. */
export function firstTouchLine(machine) {
  const { firstTouchAtStart: start, firstTouchAtEnd: end } = machine;
  if (!start?.microsPerFault) return '';
  const atEnd = end?.microsPerFault ? `, ${end.microsPerFault} µs at end` : '';
  return (
    `First touch of memory: ${start.microsPerFault} µs per 4 KB page at start${atEnd}. ` +
    'Every new browser tab pays it for each page it touches, so Lighthouse’s blocking time and ' +
    'the taps grow with it, the copies without scripts included.'
  );
}
