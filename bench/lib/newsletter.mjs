// The newsletter part's budgets: one issue to 100,000 subscribers through the sender process
// (bench/newsletter/newsletter-bench.ts).

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
        ? `${n.messagesPerSecond} messages/s, ${n.sent} sent in ${(n.timeToFinishMs / 1000).toFixed(1)} s`
        : 'not run'),
    ran ? n.finished && n.sent === n.subscribers && n.messagesPerSecond >= 1000 : null,
  );
  const shape = ran ? memoryShape(n.memoryMb) : null;
  add(
    'newsletter-memory',
    'the sender process during the send: ≤ 300 MB and flat',
    shape
      ? `peak ${shape.peakMb} MB, last third ${shape.growthMb >= 0 ? '+' : '−'}${Math.abs(shape.growthMb)} MB on the middle third`
      : 'not run',
    shape ? shape.peakMb <= 300 && shape.flat : null,
  );
  const idle = n?.articleIdle;
  const during = n?.articleDuringSend;
  add(
    'newsletter-readers',
    "an article's p99 through the web during the send ≤ 2 × its idle p99",
    idle && during ? `${during.p99Ms} ms during, ${idle.p99Ms} ms idle` : 'not run',
    idle && during ? during.p99Ms <= 2 * Math.max(idle.p99Ms, 1) && during.non2xx === 0 : null,
  );
  return budgets;
}
