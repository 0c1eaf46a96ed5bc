// The worst inputs (bench/hostile/hostile-bench.ts): each input is sent once per run, its
// figures are kept per input, and a budget is judged by the worst input's median over the runs.
// A garbage collection or another process on the machine costs one request now and then; an
// input that really stalls (a quadratic pattern, a body parsed whole) stalls in every run.
import { median, spread } from './stats.mjs';

/** Fewer runs than this give figures, not a verdict (a quick run has one). */
export const HOSTILE_VERDICT_RUNS = 3;

/**
 * The worst input by its median: `samples` maps each input's name to its figure in each run.
 * `{ median, worst, runs }`: the highest median, the input it belongs to, and that input's
 * spread over the runs; null when there is no figure.
 * @param {Map<string, number[]> | Record<string, number[]>} samples
 */
export function worstMedian(samples) {
  let found = null;
  for (const [name, values] of samples instanceof Map ? samples : Object.entries(samples)) {
    const value = median(values);
    if (value === null || (found && value <= found.median)) continue;
    found = { median: value, worst: name, runs: spread(values) };
  }
  if (!found) return null;
  const round = (n) => Math.round(n * 10) / 10;
  return {
    median: round(found.median),
    worst: found.worst,
    runs: { min: round(found.runs.min), max: round(found.runs.max) },
  };
}

/** "12.4 ms (worst: POST /api/contact — …; runs 9–15 ms)". */
function figureText(figure) {
  if (!figure) return 'not measured';
  const { min, max } = figure.runs;
  return `${figure.median} ms (worst: ${figure.worst}${min !== max ? `; runs ${min}–${max} ms` : ''})`;
}

/** Each budget of one side: [id, what, figure key, limit in ms]. */
const SERVICE_ROWS = [
  ['hostile-service-loop', "the event loop's longest delay", 'loopDelayMs', 50],
  ['hostile-service-answer', 'the slowest answer (refusals included)', 'answerMs', 500],
  ['hostile-service-health', "/api/health's slowest answer meanwhile", 'healthMs', 200],
];
const WEB_ROWS = [
  [
    'hostile-web-loop',
    'a cheap answer (/favicon.svg) waits longer than when idle',
    'loopHeldMs',
    50,
  ],
  ['hostile-web-refusal', 'the slowest refusal', 'refusalMs', 200],
  ['hostile-web-page', 'a search page that reads every article', 'pageMs', 2000],
  ['hostile-web-health', "/api/health's slowest answer meanwhile (proxied)", 'healthMs', 200],
];

/**
 * The budgets of the worst inputs, from the part's results (`results.hostile`): each met when
 * the worst input's median is within its limit and every input got the answer the reliability
 * tests expect (a figure of the wrong answer says nothing). No verdict from fewer runs than
 * HOSTILE_VERDICT_RUNS.
 */
export function hostileBudgets(hostile) {
  const runs = hostile?.runs ?? 0;
  const sides = [
    [
      'service',
      'quiz-service: every route’s worst inputs, connections dripping',
      SERVICE_ROWS,
      hostile?.service,
    ],
    [
      'web',
      'web: its own and the proxied worst inputs, connections dripping',
      WEB_ROWS,
      hostile?.web,
    ],
  ];
  const budgets = [];
  for (const [, label, rows, figures] of sides)
    for (const [id, what, key, limit] of rows) {
      // A benchmark process that stopped has no sides, only its error.
      const side = figures ?? (hostile?.error ? { error: hostile.error } : null);
      const figure = side?.[key] ?? null;
      const wrong = side?.wrongCount ?? 0;
      const measured = side?.error
        ? side.error
        : side
          ? `${figureText(figure)}${wrong ? `; ${wrong} input${wrong > 1 ? 's' : ''} answered otherwise than the tests expect (${side.wrongAnswers[0]})` : ''}${runs < HOSTILE_VERDICT_RUNS ? ` (${runs} run: no verdict)` : ''}`
          : 'not run';
      const verdict = figure !== null && figure.median <= limit && wrong === 0;
      budgets.push({
        id,
        area: 'Worst inputs',
        budget: `${label}: ${what} ≤ ${limit >= 1000 ? `${limit / 1000} s` : `${limit} ms`} (the worst input’s median of ${HOSTILE_VERDICT_RUNS} runs)`,
        measured,
        met: side && !side.error && runs >= HOSTILE_VERDICT_RUNS ? verdict : null,
      });
    }
  return budgets;
}
