// The newsletter part's budgets: one issue to 100,000 subscribers through the sender process
// (bench/newsletter/newsletter-bench.ts), sent 3 times in a full run: throughput and the
// readers' p99 by the runs' medians, memory by the worst run.
import { median } from './stats.mjs';

/** Growth past this between the middle and the last third of the send is not "flat". */
export const FLAT_GROWTH_MB = 20;

/**
 * The sender's memory over the send: its peak, and whether it stayed flat (the last third's
 * peak at most FLAT_GROWTH_MB above the middle third's; the first third is its warm-up).
 */
export function memoryShape(samples) {
  if (!samples?.length) return null;
  const values = samples.map((sample) => sample.mb);
  const third = Math.max(1, Math.floor(values.length / 3));
  const middle = values.slice(third, 2 * third);
  const last = values.slice(2 * third);
  const peak = Math.max(...values);
  const growthMb =
    (last.length ? Math.max(...last) : peak) - (middle.length ? Math.max(...middle) : peak);
  return { peakMb: peak, growthMb, flat: growthMb <= FLAT_GROWTH_MB };
}

/**
 * The idle figure a send is judged against: the mean of the idle p99s just before and just
 * after it (either alone when the other is missing). One idle window alone moved between 3.9
 * and 6.2 ms from send to send while the p99 during the send held at 8–11 ms, so the verdict
 * turned on that window; windows on both sides of the send cancel a drift of the machine
 * across it.
 */
export function idleAround(before, after) {
  if (!before || !after) return before ?? after ?? null;
  return {
    p99Ms: +((before.p99Ms + after.p99Ms) / 2).toFixed(2),
    requestsPerSecond: Math.round((before.requestsPerSecond + after.requestsPerSecond) / 2),
    non2xx: before.non2xx + after.non2xx,
    beforeP99Ms: before.p99Ms,
    afterP99Ms: after.p99Ms,
  };
}

/** The article's p99 during a send over its idle p99 (an idle p99 under 1 ms counts as 1). */
const slowdown = (run) =>
  run.articleIdle && run.articleDuringSend
    ? run.articleDuringSend.p99Ms / Math.max(run.articleIdle.p99Ms, 1)
    : null;

/**
 * The runs of the part as the budgets read them: the run of median throughput, with the
 * medians of the readers' figures and every run kept under `runs`. A failed run is the result.
 */
export function combineNewsletterRuns(runs) {
  const failed = runs.find((run) => !run || run.error);
  if (failed || !runs.length) return failed ?? null;
  const byThroughput = [...runs].sort((a, b) => a.messagesPerSecond - b.messagesPerSecond);
  const middle = byThroughput[Math.floor((byThroughput.length - 1) / 2)];
  const byPeak = [...runs].sort(
    (a, b) => (memoryShape(b.memoryMb)?.peakMb ?? 0) - (memoryShape(a.memoryMb)?.peakMb ?? 0),
  );
  const bySlowdown = [...runs].sort((a, b) => (slowdown(a) ?? 0) - (slowdown(b) ?? 0));
  const readers = bySlowdown[Math.floor((bySlowdown.length - 1) / 2)];
  return {
    ...middle,
    finished: runs.every((run) => run.finished),
    sent: Math.min(...runs.map((run) => run.sent)),
    messagesPerSecond: median(runs.map((run) => run.messagesPerSecond)),
    memoryMb: byPeak[0].memoryMb,
    articleIdle: readers.articleIdle,
    articleDuringSend: readers.articleDuringSend,
    runs,
  };
}

/** ", runs a, b, c" when there was more than one run. */
const runList = (n, figure) =>
  n.runs?.length > 1 ? ` (runs ${n.runs.map(figure).join(', ')})` : '';

export function newsletterBudgets(n) {
  const budgets = [];
  const add = (id, budget, measured, met) =>
    budgets.push({ id, area: 'Newsletter', budget, measured, met });
  const ran = n && !n.error;
  const at = ran ? `${n.subscribers.toLocaleString('en')} subscribers` : '100,000 subscribers';
  add(
    'newsletter-throughput',
    `one issue to ${at}: ≥ 1,000 messages/s, every one accepted`,
    n?.error ??
      (ran
        ? `${n.messagesPerSecond} messages/s${runList(n, (run) => run.messagesPerSecond)}, ${n.sent} sent in ${(n.timeToFinishMs / 1000).toFixed(1)} s`
        : 'not run'),
    ran ? n.finished && n.sent === n.subscribers && n.messagesPerSecond >= 1000 : null,
  );
  const shape = ran ? memoryShape(n.memoryMb) : null;
  add(
    'newsletter-memory',
    'the sender process during the send: ≤ 300 MB and flat (the highest run)',
    shape
      ? `peak ${shape.peakMb} MB, last third ${shape.growthMb >= 0 ? '+' : '−'}${Math.abs(shape.growthMb)} MB on the middle third`
      : 'not run',
    shape ? shape.peakMb <= 300 && shape.flat : null,
  );
  const idle = n?.articleIdle;
  const during = n?.articleDuringSend;
  add(
    'newsletter-readers',
    "an article's p99 through the web during the send ≤ 2 × its idle p99, the mean of the windows before and after it (median of the runs)",
    idle && during
      ? `${during.p99Ms} ms during, ${idle.p99Ms} ms idle${runList(n, (run) => `${run.articleDuringSend.p99Ms}/${run.articleIdle.p99Ms} ms`)}`
      : 'not run',
    idle && during
      ? during.p99Ms <= 2 * Math.max(idle.p99Ms, 1) &&
          (n.runs ?? [n]).every((run) => run.articleDuringSend?.non2xx === 0)
      : null,
  );
  return budgets;
}
