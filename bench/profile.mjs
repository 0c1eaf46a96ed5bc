// CPU profiles of each process on its hottest path (node --cpu-prof), summarised by self time:
//   node bench/profile.mjs        → bench/results/profiles/summary.md (raw .cpuprofile files
//                                   beside it, for Chrome DevTools; they are not committed)
// web and cms: the stack under article load (cache warm); quiz-service: the quiz benchmark on
// PostgreSQL (dashboard, history, saves) with 100,000 answers.
import { spawn } from 'node:child_process';
import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { at } from '../scripts/lib/paths.mjs';
import { startStack } from '../scripts/lib/stack.mjs';
import { loadTest } from './lib/load.mjs';
import { findPages } from './lib/pages.mjs';
import { processTree } from './lib/processes.mjs';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 20);
const PORTS = { web: 3700, quiz: 4700, cms: 2037 };
const OUT = at('bench/results/profiles');
const DATABASE_URL =
  process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/apogee_bench';

/** Self time per function and per package of one .cpuprofile. */
function summarise(file) {
  const profile = JSON.parse(readFileSync(file, 'utf8'));
  const selfById = new Map();
  const deltas = profile.timeDeltas ?? [];
  profile.samples.forEach((id, i) => {
    selfById.set(id, (selfById.get(id) ?? 0) + (deltas[i] ?? 0));
  });
  const byFunction = new Map();
  const byPackage = new Map();
  let total = 0;
  for (const node of profile.nodes) {
    const self = (selfById.get(node.id) ?? 0) / 1000;
    if (!self) continue;
    const { functionName, url, lineNumber } = node.callFrame;
    total += self;
    const file = url.replace(/^file:\/\//, '').replace(at('.'), '');
    const name =
      `${functionName || '(anonymous)'} ${file ? `${file}:${lineNumber + 1}` : ''}`.trim();
    byFunction.set(name, (byFunction.get(name) ?? 0) + self);
    const pkg =
      /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(file)?.[1] ??
      (file.startsWith('node:') || !file
        ? functionName.startsWith('(')
          ? functionName
          : 'node internals'
        : file.split('/').slice(0, 3).join('/'));
    byPackage.set(pkg, (byPackage.get(pkg) ?? 0) + self);
  }
  const top = (map, n) =>
    [...map.entries()]
      .sort((a, b) => b[1] - a[1])
      .slice(0, n)
      .map(([name, ms]) => ({ name, ms: Math.round(ms), share: +((ms / total) * 100).toFixed(1) }));
  return {
    totalMs: Math.round(total),
    functions: top(byFunction, 15),
    packages: top(byPackage, 12),
  };
}

function section(title, summary) {
  const rows = (list) =>
    list.map((e) => `| ${e.name.replaceAll('|', '\\|')} | ${e.ms} | ${e.share}% |`);
  return [
    `## ${title}`,
    '',
    `Sampled CPU time: ${summary.totalMs} ms.`,
    '',
    '| Package or file | Self ms | Share |',
    '| --- | --- | --- |',
    ...rows(summary.packages),
    '',
    '| Function | Self ms | Share |',
    '| --- | --- | --- |',
    ...rows(summary.functions),
    '',
  ].join('\n');
}

/** The profile, among `files`, with the most CPU time written by one of `pids`. */
function busiestProfile(files, pids) {
  let best = null;
  for (const file of files) {
    // node --cpu-prof names files CPU.<date>.<time>.<pid>.<thread>.<n>; the preload <pid>.
    const name = path.basename(file);
    const pid = Number(/^CPU\.\d+\.\d+\.(\d+)\./.exec(name)?.[1] ?? /^(\d+)\./.exec(name)?.[1]);
    if (!pids.includes(pid)) continue;
    const summary = summarise(file);
    if (!best || summary.totalMs > best.summary.totalMs) best = { file, summary };
  }
  return best;
}

const profilesIn = (dir) =>
  readdirSync(dir)
    .filter((name) => name.endsWith('.cpuprofile'))
    .map((name) => path.join(dir, name));

async function main() {
  rmSync(OUT, { recursive: true, force: true });
  const stackDir = path.join(OUT, 'stack');
  const quizDir = path.join(OUT, 'quiz');
  mkdirSync(stackDir, { recursive: true });
  mkdirSync(quizDir, { recursive: true });

  // Every process of the stack writes a profile when it stops; its pid tells whose it is.
  const stack = await startStack({
    searchIndexed: true,
    dataDir: at('.data/bench'),
    ports: PORTS,
    env: {
      NODE_OPTIONS: `--import=${at('bench/lib/cpu-profile-preload.mjs')}`,
      BENCH_CPU_PROFILE_DIR: stackDir,
    },
    log: console.log,
    quiet: process.env.BENCH_VERBOSE ? [] : ['cms', 'quiz', 'web'],
  });
  const pids = {};
  try {
    for (const name of ['web', 'cms', 'quiz'])
      pids[name] = processTree(stack.children.get(name).pid);
    const base = `http://127.0.0.1:${PORTS.web}`;
    const pages = await findPages(base);
    const url = new URL(pages.article, base).toString();
    await fetch(url).then((r) => r.arrayBuffer());
    console.log(`[profile] article load for ${SECONDS} s…`);
    console.log(
      await loadTest({
        url,
        connections: 50,
        duration: SECONDS,
        headers: { 'accept-encoding': 'br, gzip' },
      }),
    );
  } finally {
    await stack.stop();
  }

  console.log('[profile] quiz-service on PostgreSQL…');
  const quizPid = await new Promise((resolve) => {
    const child = spawn(
      process.execPath,
      [
        '--import',
        'tsx',
        '--cpu-prof',
        `--cpu-prof-dir=${quizDir}`,
        at('bench/quiz/quiz-bench.ts'),
      ],
      {
        cwd: at('.'),
        env: { ...process.env, DATABASE_URL, BENCH_QUIZ_ANSWERS: '100000', BENCH_SECONDS: '10' },
        stdio: 'inherit',
      },
    );
    child.on('exit', () => resolve(child.pid));
  });

  const parts = [
    '# CPU profiles of the hottest paths',
    '',
    `Written by \`node bench/profile.mjs\` on ${new Date().toISOString()}; see docs/performance.md for what they mean.`,
    '',
  ];
  for (const [name, title] of [
    ['web', 'web: article rendering, CMS cache warm'],
    ['cms', 'cms: GraphQL queries (cache misses only)'],
    ['quiz', 'quiz-service: dashboard, history, saves on PostgreSQL (server process)'],
  ]) {
    const best =
      name === 'quiz'
        ? busiestProfile(profilesIn(quizDir), [quizPid])
        : busiestProfile(profilesIn(stackDir), pids[name]);
    parts.push(best ? section(title, best.summary) : `## ${title}\n\nNo profile was written.\n`);
  }
  writeFileSync(path.join(OUT, 'summary.md'), parts.join('\n'));
  console.log('[profile] bench/results/profiles/summary.md');
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
