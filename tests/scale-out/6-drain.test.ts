import { describe, expect, it } from 'vitest';
import { mixedLoad, savedAnswers } from './support/load';
import {
  articleSlugs,
  groups,
  reader,
  relaunch,
  serverPid,
  sleep,
  topology,
} from './support/topology';

const { urls } = topology();

/** The colleague's drain (docs/deploy.md, "Replicas"): readiness exists once it has landed. */
async function drainLanded() {
  try {
    return (await fetch(`${urls.web2}/health/ready`)).status !== 404;
  } catch {
    return false;
  }
}

const landed = await drainLanded();
const skipped = landed
  ? ''
  : ' (skipped: SIGTERM drain has not landed, the web answers no /health/ready)';

describe('SIGTERM under load', () => {
  it.skipIf(!landed)(
    `a web and a quiz-service replica drain with no failed request${skipped}`,
    async () => {
      // The replicas the previous file killed come back first; then they are the ones stopped.
      await Promise.all([relaunch('web1'), relaunch('quiz1')]);
      const slugs = (await articleSlugs()).slice(0, 3);
      const readers = await Promise.all(
        [1, 2].map((i) => reader(`drain${i}`, urls.quiz2, urls.web, `198.51.100.${70 + i}`)),
      );
      // nginx gives a replica that failed 5 s before it tries it again (fail_timeout).
      await sleep(5_000);
      const now = groups();
      const load = mixedLoad({ duration: 15, readers, slugs });
      await sleep(5_000);
      // To the servers themselves, as an orchestrator's stop does (npm only passes it on).
      process.kill(serverPid(now.web1 ?? 0), 'SIGTERM');
      process.kill(serverPid(now.quiz1 ?? 0), 'SIGTERM');
      const result = await load;
      const saved = await savedAnswers(readers);
      console.log(
        `\n${result.total} requests in 15 s, web1 and quiz1 sent SIGTERM at 5 s; status codes`,
        JSON.stringify(result.statuses),
        `\nfailed: ${result.failed}; acknowledged saves ${result.acknowledged}, rows ${saved}`,
      );
      expect(result.failed).toBe(0);
      expect(saved).toBeGreaterThanOrEqual(result.acknowledged);
    },
    120_000,
  );
});
