// The reliability checks of tests/reliability, as npm test runs them (after its browser
// journeys, on the same stack) and npm run test:reliability (on a stack of its own):
//  1. web-inputs.test.ts on the running stack: every web endpoint and the /api proxy sent
//     their worst inputs, each refusal timed, the event loops watched, a forged
//     X-Forwarded-For still limited; then stack.test.ts: stored XSS in Chromium, a mailed
//     reset code, 60 s of mixed load, login limits, and last the CMS killed (so it runs last);
//  2. database-faults.test.ts, once the stack is stopped: quiz-service processes of its own
//     killed with SIGKILL and cut off from PostgreSQL by a TCP proxy. The machine's PostgreSQL
//     server is never stopped, signalled or reconfigured: others (CI) use it;
//  3. logs.test.ts, last: every log the run kept is searched for secrets, passwords, mailed
//     codes and tokens.
import pg from 'pg';
import { at } from './paths.mjs';

const configArgs = ['--config', at('tests/reliability/vitest.config.ts')];

const vitest = (suites, name, file, env) =>
  suites.vitest(name, 'npx', ['vitest', 'run', ...configArgs, file], { cwd: at('.'), env });

/**
 * What the reliability tests are told about a running stack (env RELIABILITY_STACK): its
 * addresses, its data folder (secrets, outbox) and each process group, to sample and to kill.
 */
export function describeStack(stack, { dataDir, ports }) {
  return JSON.stringify({
    urls: {
      web: `http://127.0.0.1:${ports.web}`,
      quiz: `http://127.0.0.1:${ports.quiz}`,
      cms: `http://127.0.0.1:${ports.cms}`,
    },
    dataDir,
    pids: Object.fromEntries([...stack.children].map(([name, child]) => [name, child.pid])),
  });
}

/**
 * The test stacks' web believes one hop of X-Forwarded-For: the journeys and checks stand in
 * for the site's load balancer and name a reader's address each (production believes none).
 * Their CMS checks the publishing schedule every 5 s (60 by default), so a journey waits for a
 * scheduled article seconds rather than a minute.
 */
export const TEST_STACK_ENV = { WEB_TRUSTED_PROXIES: '1', CMS_SCHEDULE_EVERY_SECONDS: '5' };

/**
 * Step 1, on a running stack: the worst inputs of every web endpoint, each answered as it must
 * be (before the load, whose limits they must not touch); then stack.test.ts,
 * which stops the CMS at the end.
 */
export async function stackChecks(suites, { stackDescription, logDir }) {
  const env = { RELIABILITY_STACK: stackDescription, RELIABILITY_LOG_DIR: logDir };
  await vitest(suites, 'reliability: web inputs', 'web-inputs.test.ts', env);
  return vitest(suites, 'reliability: stack', 'stack.test.ts', env);
}

/** Steps 2 and 3, once the stack has stopped (its logs are complete). */
export async function faultAndLogChecks(suites, { stackDescription, logDir }) {
  try {
    await vitest(suites, 'reliability: database faults', 'database-faults.test.ts', {
      RELIABILITY_LOG_DIR: logDir,
    });
  } finally {
    await dropReliabilityDatabases();
  }
  await vitest(suites, 'reliability: logs', 'logs.test.ts', {
    RELIABILITY_STACK: stackDescription,
    RELIABILITY_LOG_DIR: logDir,
  });
}

/**
 * Drops any `<database>_reliability_*` the fault tests left behind (they drop their own; this
 * is for a run stopped half-way). Nothing when no PostgreSQL answers.
 */
export async function dropReliabilityDatabases() {
  const given = process.env.RELIABILITY_DATABASE_URL || process.env.DATABASE_URL;
  const url = new URL(given || 'postgres://postgres@127.0.0.1:5432/apogee');
  const prefix = `${decodeURIComponent(url.pathname.slice(1))}_reliability_`;
  url.pathname = '/postgres';
  const client = new pg.Client({ connectionString: url.toString(), connectionTimeoutMillis: 3000 });
  try {
    await client.connect();
  } catch {
    return;
  }
  try {
    const { rows } = await client.query(
      'select datname from pg_database where starts_with(datname, $1)',
      [prefix],
    );
    for (const { datname } of rows)
      await client.query(`drop database if exists "${datname.replaceAll('"', '""')}" with (force)`);
  } finally {
    await client.end();
  }
}
