import { describe, expect, it } from 'vitest';
import { budgetsOf } from '../lib/budgets.mjs';
import { combineNewsletterRuns, idleAround, memoryShape } from '../lib/newsletter.mjs';

const machine = { cpus: 2, loadAverageAtStart: [0.5, 0.5, 0.5] };
const budget = (newsletter, id) => budgetsOf({ machine, newsletter }).find((b) => b.id === id);
const samples = (...mbs) => mbs.map((mb, i) => ({ s: i / 2, mb }));

const run = {
  subscribers: 100_000,
  finished: true,
  sent: 100_000,
  timeToFinishMs: 80_000,
  messagesPerSecond: 1250,
  memoryMb: samples(80, 120, 140, 150, 151, 150, 152, 151, 150),
  articleIdle: { p99Ms: 40, non2xx: 0 },
  articleDuringSend: { p99Ms: 75, non2xx: 0 },
};

describe('newsletter budgets', () => {
  it('are met by a fast send with flat memory that leaves readers fast', () => {
    for (const id of ['newsletter-throughput', 'newsletter-memory', 'newsletter-readers'])
      expect(budget(run, id).met).toBe(true);
    expect(budget(run, 'newsletter-throughput').measured).toBe(
      '1250 messages/s, 100000 sent in 80.0 s',
    );
  });

  it('are missed below 1,000 messages/s, or when a subscriber was not sent to', () => {
    expect(budget({ ...run, messagesPerSecond: 999 }, 'newsletter-throughput').met).toBe(false);
    expect(budget({ ...run, sent: 99_999 }, 'newsletter-throughput').met).toBe(false);
  });

  it('judge memory that keeps growing as not flat, and a peak over 300 MB as missed', () => {
    const growing = samples(80, 100, 120, 140, 160, 180, 200, 220, 240);
    expect(memoryShape(growing)).toMatchObject({ peakMb: 240, flat: false });
    expect(budget({ ...run, memoryMb: growing }, 'newsletter-memory').met).toBe(false);
    const high = samples(310, 310, 310, 310, 310, 310);
    expect(budget({ ...run, memoryMb: high }, 'newsletter-memory').met).toBe(false);
  });

  it("are missed when the article's p99 more than doubles during the send", () => {
    const slow = { ...run, articleDuringSend: { p99Ms: 81, non2xx: 0 } };
    expect(budget(slow, 'newsletter-readers').met).toBe(false);
  });

  it('say "not run" without a verdict when the part did not run', () => {
    expect(budget(undefined, 'newsletter-throughput')).toMatchObject({
      measured: 'not run',
      met: null,
    });
  });

  it('read three sends by their medians, and memory by the highest', () => {
    const send = (messagesPerSecond, during, idle, peak) => ({
      ...run,
      messagesPerSecond,
      memoryMb: samples(80, peak, peak, peak),
      articleIdle: { p99Ms: idle, non2xx: 0 },
      articleDuringSend: { p99Ms: during, non2xx: 0 },
    });
    const combined = combineNewsletterRuns([
      send(1788, 16, 6, 161),
      send(1461, 14, 7, 156),
      send(1318, 20, 12, 159),
    ]);
    expect(budget(combined, 'newsletter-throughput').measured).toBe(
      '1461 messages/s (runs 1788, 1461, 1318), 100000 sent in 80.0 s',
    );
    // Slowdowns 2.67, 2 and 1.67: the median run, 14 ms over 7, is met.
    expect(budget(combined, 'newsletter-readers')).toMatchObject({
      measured: '14 ms during, 7 ms idle (runs 16/6 ms, 14/7 ms, 20/12 ms)',
      met: true,
    });
    expect(budget(combined, 'newsletter-memory').measured).toBe(
      'peak 161 MB, last third +0 MB on the middle third',
    );
    const refused = send(1500, 10, 10, 150);
    refused.articleDuringSend.non2xx = 3;
    expect(
      budget(combineNewsletterRuns([send(1500, 10, 10, 150), refused]), 'newsletter-readers').met,
    ).toBe(false);
    expect(combineNewsletterRuns([send(1500, 10, 10, 150), { error: 'no sink' }])).toEqual({
      error: 'no sink',
    });
  });

  it('judge a send against the mean of the idle windows before and after it', () => {
    const window = (p99Ms, non2xx = 0) => ({ p99Ms, requestsPerSecond: 2000, non2xx });
    expect(idleAround(window(3.9), window(6.2, 1))).toEqual({
      p99Ms: 5.05,
      requestsPerSecond: 2000,
      non2xx: 1,
      beforeP99Ms: 3.9,
      afterP99Ms: 6.2,
    });
    // 9.5 ms during a send is within 2 × 5.05, not within 2 × 3.9.
    const idle = idleAround(window(3.9), window(6.2));
    const during = { p99Ms: 9.5, non2xx: 0 };
    expect(
      budget({ ...run, articleIdle: idle, articleDuringSend: during }, 'newsletter-readers').met,
    ).toBe(true);
    expect(idleAround(window(4), null)).toEqual(window(4));
  });
});
