import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshDatabase, POSTGRES_URL, postgresAvailable } from './support/databases';
import {
  SITE,
  signedInReader,
  startQuizService,
  type QuizServiceProcess,
} from './support/quiz-process';
import { startQuizQuestionsCms } from './support/quiz-questions-cms';
import { startTcpProxy } from './support/tcp-proxy';

// Known to the secrets check of the logs (logs.test.ts).
export const FAULTS_PASSWORD = 'Crash-Landing-Test-77';

// PostgreSQL is "stopped" by cutting a TCP proxy in front of it, and "crashes" are SIGKILLs to
// quiz-service processes of this file's own: the machine's server, which CI and others use at
// the same time, is never stopped, signalled or reconfigured.
const postgres = await postgresAvailable();
if (!postgres)
  console.log(
    `No PostgreSQL answers at ${new URL(POSTGRES_URL).host} and none is set (DATABASE_URL): the database fault checks are skipped.`,
  );

let cms: Awaited<ReturnType<typeof startQuizQuestionsCms>>;

beforeAll(async () => {
  cms = await startQuizQuestionsCms();
});
afterAll(async () => {
  await cms?.close();
});

interface Answer {
  questionId: string;
  option: number;
  servedToken: string;
}

async function serveAndAnswer(url: string, cookie: string) {
  const headers = { cookie, origin: SITE, 'content-type': 'application/json' };
  const next = await fetch(`${url}/api/quiz/next`, { headers: { cookie } });
  if (next.status !== 200) throw new Error(`next: ${next.status}`);
  const question = (await next.json()) as { id: string; servedToken: string };
  const answer: Answer = { questionId: question.id, option: 0, servedToken: question.servedToken };
  const sent = { answer, acknowledged: false };
  return {
    sent,
    done: fetch(`${url}/api/quiz/answers`, {
      method: 'POST',
      headers,
      body: JSON.stringify(answer),
    }).then(async (res) => {
      if (res.status === 200) sent.acknowledged = true;
      else throw new Error(`answer: ${res.status} ${await res.text()}`);
    }),
  };
}

describe.skipIf(!postgres)('the quiz-service killed during a burst of answers', () => {
  let db: Awaited<ReturnType<typeof freshDatabase>>;
  let quiz: QuizServiceProcess;

  beforeAll(async () => {
    db = await freshDatabase('answers');
    quiz = await startQuizService('faults-kill', { DATABASE_URL: db.url, CMS_URL: cms.url });
  });
  afterAll(async () => {
    await quiz?.stop();
    await db?.drop();
  });

  it('keeps every acknowledged answer exactly once after kill -9 and a restart', async () => {
    const reader = await signedInReader(quiz.url, 'kill', FAULTS_PASSWORD);
    const sent: { answer: Answer; acknowledged: boolean }[] = [];
    let running = true;
    const worker = async () => {
      while (running) {
        try {
          const one = await serveAndAnswer(quiz.url, reader.cookie);
          sent.push(one.sent);
          await one.done;
        } catch {
          // The process is gone: this answer may or may not have been stored.
          if (!running) return;
        }
      }
    };
    const workers = Array.from({ length: 8 }, worker);
    // Kill once a fair number of answers are acknowledged, while others are in flight.
    const started = Date.now();
    while (sent.filter((s) => s.acknowledged).length < 40 && Date.now() - started < 60_000)
      await new Promise((r) => setTimeout(r, 20));
    await quiz.kill();
    running = false;
    await Promise.all(workers);

    const acknowledged = sent.filter((s) => s.acknowledged);
    expect(acknowledged.length).toBeGreaterThanOrEqual(40);

    await quiz.restart();
    // Every answer sent again with its token: an acknowledged one must already be there (409);
    // one the crash interrupted is either there (409) or stored now (200).
    for (const one of sent) {
      const res = await fetch(`${quiz.url}/api/quiz/answers`, {
        method: 'POST',
        headers: { cookie: reader.cookie, origin: SITE, 'content-type': 'application/json' },
        body: JSON.stringify(one.answer),
      });
      if (one.acknowledged) expect(res.status, await res.text()).toBe(409);
      else expect([200, 409]).toContain(res.status);
    }
    const [count] = await db.query<{ rows: number }>(
      'select count(*)::int as rows from quiz_answers',
    );
    const rows = count?.rows;
    // The same question served twice in one millisecond gives the same token: one answer, so
    // the rows are counted per distinct token.
    expect(rows).toBe(new Set(sent.map((s) => s.answer.servedToken)).size);
    const twice = await db.query(
      'select question_id, served_at from quiz_answers group by 1, 2 having count(*) > 1',
    );
    expect(twice).toEqual([]);
  });
});

describe.skipIf(!postgres)('PostgreSQL unreachable', () => {
  let db: Awaited<ReturnType<typeof freshDatabase>>;
  let proxy: Awaited<ReturnType<typeof startTcpProxy>>;
  let quiz: QuizServiceProcess;

  beforeAll(async () => {
    db = await freshDatabase('cut');
    const target = new URL(POSTGRES_URL);
    proxy = await startTcpProxy({ host: target.hostname, port: Number(target.port || 5432) });
    const viaProxy = new URL(db.url);
    viaProxy.host = `127.0.0.1:${proxy.port}`;
    quiz = await startQuizService('faults-database', {
      DATABASE_URL: viaProxy.toString(),
      CMS_URL: cms.url,
    });
  });
  afterAll(async () => {
    await quiz?.stop();
    await proxy?.close();
    await db?.drop();
  });

  it('answers 503 with a clear message, then recovers by itself', async () => {
    const reader = await signedInReader(quiz.url, 'cut', FAULTS_PASSWORD);
    proxy.cut();

    for (const request of [
      () => fetch(`${quiz.url}/api/profile`, { headers: { cookie: reader.cookie } }),
      () =>
        fetch(`${quiz.url}/api/auth/login`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', origin: SITE },
          body: JSON.stringify({ emailOrUsername: reader.username, password: FAULTS_PASSWORD }),
        }),
      () => fetch(`${quiz.url}/api/legacy/user/checkauth`, { headers: { cookie: reader.cookie } }),
    ]) {
      // A request the cut-off database left hanging fails by the test's own timeout, not by a
      // time limit here: how fast the refusal comes is not a test's to judge.
      const res = await request();
      expect(res.status).toBe(503);
      expect(await res.text()).toContain(
        'The service is temporarily unavailable. Please try again in a moment.',
      );
      expect(res.headers.get('retry-after')).toBe('5');
    }
    const health = await fetch(`${quiz.url}/api/health`);
    expect(health.status).toBe(503);
    expect(await health.json()).toMatchObject({ database: { state: 'down' } });

    proxy.restore();
    // Same process, no restart: the pool reconnects on the next requests.
    const deadline = Date.now() + 20_000;
    let status = 0;
    while (Date.now() < deadline) {
      status = (await fetch(`${quiz.url}/api/profile`, { headers: { cookie: reader.cookie } }))
        .status;
      if (status === 200) break;
      await new Promise((r) => setTimeout(r, 250));
    }
    expect(status).toBe(200);
    expect((await fetch(`${quiz.url}/api/health`)).status).toBe(200);
  });
});
