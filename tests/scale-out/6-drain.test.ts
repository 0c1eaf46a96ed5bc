import { beforeAll, describe, expect, it } from 'vitest';
import { mixedLoad, savedAnswers } from './support/load';
import { inFlightLost, nginxErrorLog } from './support/nginx-log';
import {
  articleSlugs,
  groups,
  reader,
  relaunch,
  serverPid,
  sleep,
  topology,
} from './support/topology';

const { urls, ports } = topology();

let readers: { username: string; cookie: string }[] = [];
let slugs: string[] = [];

beforeAll(async () => {
  // The replicas the previous file killed come back first; then they are the ones stopped.
  await Promise.all([relaunch('web1'), relaunch('quiz1')]);
  slugs = (await articleSlugs()).slice(0, 3);
  readers = await Promise.all(
    [1, 2].map((i) => reader(`drain${i}`, urls.quiz2, urls.web, `198.51.100.${70 + i}`)),
  );
  // nginx tries a replica that failed again only 5 s later (fail_timeout).
  await sleep(5_000);
});

/** 12 s of the mixed load with SIGTERM to one replica's server at 4 s: how many failed. */
async function drainUnderLoad(name: 'web1' | 'quiz1') {
  const logFrom = nginxErrorLog().length;
  const rowsBefore = await savedAnswers(readers);
  const load = mixedLoad({ duration: 12, readers, slugs });
  await sleep(4_000);
  // To the server itself, as an orchestrator's stop does (npm would only pass it on).
  process.kill(serverPid(groups()[name] ?? 0), 'SIGTERM');
  const result = await load;
  const saved = (await savedAnswers(readers)) - rowsBefore;
  const cut = inFlightLost([ports[name] ?? 0], logFrom);
  console.log(
    `\n${result.total} requests in 12 s, ${name} sent SIGTERM at 4 s; status codes`,
    JSON.stringify(result.statuses),
    `\nfailed: ${result.failed}; requests nginx lost on ${name}: ${cut.total} (POSTs ${cut.posts})`,
    `\nacknowledged saves ${result.acknowledged}, new rows in quiz_answers ${saved}`,
    `(answers paired with the wrong step by autocannon: ${result.mismatched})`,
  );
  expect(saved).toBeGreaterThanOrEqual(result.acknowledged);
  // What a reader sees: a GET the replica dropped and nginx answered from the other replica
  // is reported above (a drain that drops requests), but only a failed request fails the test.
  return result.failed;
}

describe('SIGTERM under load', () => {
  it('a quiz-service replica drains with no failed request', async () => {
    expect(await drainUnderLoad('quiz1')).toBe(0);
  });

  it('a web replica drains with no failed request', async () => {
    expect(await drainUnderLoad('web1')).toBe(0);
  });
});
