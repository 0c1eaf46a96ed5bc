/**
 * Worst-input benchmark (not a test): how long the worst inputs take to be answered, and what
 * they cost everyone else meanwhile. The reliability tests check that each gets its exact
 * answer; this measures the time, judged by budgets in bench/lib/hostile.mjs.
 *
 *  - quiz-service: every route's worst inputs (quiz-service/test/reliability/worst-inputs.ts)
 *    sent to the service built in this process on PGlite, so its event loop is measured
 *    directly (the longest delay while each input is answered), with /api/health asked every
 *    20 ms and ten connections dripping a byte at a time;
 *  - web (when BENCH_HOSTILE_WEB names the running stack's web, BENCH_HOSTILE_ORIGIN its
 *    PUBLIC_URL when that differs): its own and the proxied worst
 *    inputs (tests/reliability/support/web-worst-inputs.ts), measured from outside: each
 *    answer's time, how much longer a cheap answer (/favicon.svg) waits than when idle (its
 *    event loop held), and /api/health's slowest answer through the web.
 *
 * Each input is sent once per run (BENCH_HOSTILE_RUNS, 3 by default) and its figures are kept
 * per input, so the budgets judge the worst input's median. BENCH_HOSTILE_PARTS=service,web
 * chooses the sides. Run by `node bench/run.mjs --only=hostile` (the stack started for it);
 * the last line printed is the result as JSON.
 */
import { monitorEventLoopDelay } from 'node:perf_hooks';
import {
  answerProblem,
  pollHealth,
  startHostileTarget,
} from '../../quiz-service/test/reliability/hostile-target';
import {
  answerProblem as webAnswerProblem,
  dripConnections,
  poll,
  send,
  webWorstInputs,
} from '../../tests/reliability/support/web-worst-inputs';
import { worstMedian } from '../lib/hostile.mjs';

const RUNS = Number(process.env.BENCH_HOSTILE_RUNS ?? 3);
const WEB = process.env.BENCH_HOSTILE_WEB;
/** The Origin the site's forms send: its PUBLIC_URL, which may name another host than WEB. */
const ORIGIN = process.env.BENCH_HOSTILE_ORIGIN ?? WEB;
const PARTS = (process.env.BENCH_HOSTILE_PARTS ?? 'service,web').split(',');
const log = (line: string) => console.log(`[hostile] ${line}`);

/** Figures of each input in each run, by the input's name. */
class Samples {
  readonly figures = new Map<string, Map<string, number[]>>();
  readonly wrong = new Set<string>();
  add(figure: string, input: string, value: number) {
    const byInput = this.figures.get(figure) ?? new Map<string, number[]>();
    this.figures.set(figure, byInput);
    byInput.set(input, [...(byInput.get(input) ?? []), value]);
  }
  worst(figure: string) {
    return worstMedian(this.figures.get(figure) ?? new Map());
  }
  wrongAnswers() {
    return { wrongCount: this.wrong.size, wrongAnswers: [...this.wrong].slice(0, 10) };
  }
}

async function service() {
  const target = await startHostileTarget();
  const histogram = monitorEventLoopDelay({ resolution: 10 });
  const samples = new Samples();
  let probes = 0;
  try {
    histogram.enable();
    for (let run = 1; run <= RUNS; run++) {
      log(`quiz-service, run ${run} of ${RUNS}: ${target.routes.length} routes…`);
      probes = 0;
      for (const route of target.routes)
        for (const probe of target.probesOf(route)) {
          probes += 1;
          const input = `${route.method} ${route.url} — ${probe.name}`;
          histogram.reset();
          const stopHealth = pollHealth(target.base);
          const answer = await target.send(probe);
          // A stall in the service made the histogram's timer overdue: it ran, in the loop's
          // timer phase, before the answer was read. One more turn to be sure.
          await new Promise((resolve) => setImmediate(resolve));
          const loopDelayMs = histogram.max / 1e6;
          const health = await stopHealth();
          samples.add('loopDelayMs', input, loopDelayMs);
          samples.add('answerMs', input, answer.ms);
          samples.add('healthMs', input, health.slowest);
          const problem =
            answerProblem(probe, answer) || (health.failed && `${probe.name}: ${health.failed}`);
          if (problem) samples.wrong.add(`${route.method} ${route.url} — ${problem}`);
        }
    }
  } finally {
    histogram.disable();
    await target.close();
  }
  return {
    routes: target.routes.length,
    probes,
    loopDelayMs: samples.worst('loopDelayMs'),
    answerMs: samples.worst('answerMs'),
    healthMs: samples.worst('healthMs'),
    ...samples.wrongAnswers(),
  };
}

async function web(base: string) {
  const { quiz, web: own } = webWorstInputs(ORIGIN ?? base);
  const probes = [...quiz, ...own];
  const samples = new Samples();
  const idle: number[] = [];
  for (let i = 0; i < 20; i++) idle.push((await send(base, { path: '/favicon.svg' })).ms);
  idle.sort((a, b) => a - b);
  const idleMs = idle[Math.floor(idle.length / 2)] ?? 0;
  const dripping = dripConnections(base);
  try {
    for (let run = 1; run <= RUNS; run++) {
      log(`web, run ${run} of ${RUNS}: ${probes.length} inputs…`);
      for (const probe of probes) {
        const cheap = poll(base, '/favicon.svg');
        const health = poll(base, '/api/health');
        const answer = await send(base, probe);
        const [held, healthPoll] = await Promise.all([cheap(), health()]);
        // The machine's own noise at this moment: the same polling for as long, with no input.
        // An input that holds the event loop delays the cheap answer beyond both that and the
        // idle median.
        const control = poll(base, '/favicon.svg');
        await new Promise((resolve) => setTimeout(resolve, Math.max(answer.ms, 50)));
        const quiet = await control();
        samples.add(
          'loopHeldMs',
          probe.name,
          Math.max(0, held.slowest - Math.max(idleMs, quiet.slowest)),
        );
        samples.add(probe.page ? 'pageMs' : 'refusalMs', probe.name, answer.ms);
        samples.add('healthMs', probe.name, healthPoll.slowest);
        const polled = held.failed || healthPoll.failed || quiet.failed;
        const problem = webAnswerProblem(probe, answer) || (polled && `${probe.name}: ${polled}`);
        if (problem) samples.wrong.add(problem);
      }
    }
  } finally {
    for (const socket of dripping) socket.destroy();
  }
  return {
    probes: probes.length,
    idleMs: Math.round(idleMs * 10) / 10,
    loopHeldMs: samples.worst('loopHeldMs'),
    refusalMs: samples.worst('refusalMs'),
    pageMs: samples.worst('pageMs'),
    healthMs: samples.worst('healthMs'),
    ...samples.wrongAnswers(),
  };
}

/** One side's figures, or what stopped it. */
async function measured<T>(fn: () => Promise<T>): Promise<T | { error: string }> {
  try {
    return await fn();
  } catch (error) {
    console.error(error);
    return { error: `stopped: ${error instanceof Error ? error.message : String(error)}` };
  }
}

const result = {
  runs: RUNS,
  ...(PARTS.includes('web') && WEB ? { web: await measured(() => web(WEB)) } : {}),
  ...(PARTS.includes('service') ? { service: await measured(service) } : {}),
};
console.log(JSON.stringify(result));
// PGlite and the agents may keep handles open: the figures are out, so end here.
process.exit(0);
