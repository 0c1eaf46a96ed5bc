import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { DAILY_VISITOR_COOKIE, learningMessages } from '@apogee/contracts/quiz-learning';
import { login, signUp, SITE } from '../../../test/support/helpers';
import { createTestApp, type TestApp } from '../../../test/support/test-app';
import { sampleDailySet, startFakeCms, type FakeCms } from '../../../test/support/fake-cms';
import { issueServedToken } from './served-token';

/**
 * A question held for a daily challenge (today's, or one the editors scheduled for a later
 * day) is served and judged only there until its day is over; the public result of a daily
 * challenge says whether it was played signed in. The fake CMS names sampleDailySet() as every
 * day's picks unless a test schedules its own days.
 */
let t: TestApp;
let cms: FakeCms;
const TOKEN = 'fake-cms-quiz-token';
const HELD = sampleDailySet().map((q) => q.documentId);
const OPEN = ['q-mach', 'q-lagrange', 'q-iss'];

beforeAll(async () => {
  cms = await startFakeCms({ quiz: TOKEN });
  t = await createTestApp({ cmsUrl: cms.url, cmsQuizToken: TOKEN, siteTimeZone: 'UTC' });
});
afterAll(async () => {
  await t.close();
  await cms.close();
});
afterEach(() => {
  vi.useRealTimers();
  cms.standingPicks = HELD;
  cms.dailyChallenges = [];
  t.app.cms.purge();
});

async function newReader() {
  const account = await signUp(t.app);
  return { id: account.id, cookie: await login(t.app, account.username) };
}
const get = (url: string, cookie?: string) =>
  t.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });
const post = (url: string, payload: Record<string, unknown>, cookie?: string) =>
  t.app.inject({
    method: 'POST',
    url,
    headers: { origin: SITE, ...(cookie ? { cookie } : {}) },
    payload,
  });

describe('questions held for the daily challenge', () => {
  it('are never served by /api/quiz/next, nor in an article’s quiz', async () => {
    const me = await newReader();
    const served = new Set<string>();
    for (let i = 0; i < 30; i++) served.add((await get('/api/quiz/next', me.cookie)).json().id);
    expect([...served].sort()).toEqual([...OPEN].sort());
    // The daily set's article has only held questions.
    const page = await get('/api/quiz/for/article/the-daily-set');
    expect(page.json()).toEqual({ questions: [] });
    expect(
      (await get('/api/quiz/for/article/breaking-the-sound-barrier')).json().questions,
    ).toEqual([expect.objectContaining({ id: 'q-mach' })]);
  });

  it('are refused as a visitor’s try and a reader’s answer (409), and nothing is kept', async () => {
    const tried = await post('/api/quiz/try', { questionId: 'q-daily-2', option: 0 });
    expect(tried.statusCode).toBe(409);
    expect(tried.json().error).toMatchObject({
      code: 'QUESTION_IN_DAILY_CHALLENGE',
      message: learningMessages.inDailyChallenge,
    });
    expect(tried.body).not.toContain('correctOption');
    const me = await newReader();
    // A served token from before the question was held does not open it either.
    const token = issueServedToken(t.config.sessionSecret, 'q-daily-2', new Date());
    const answered = await post(
      '/api/quiz/answers',
      { questionId: 'q-daily-2', option: 0, servedToken: token },
      me.cookie,
    );
    expect(answered.statusCode).toBe(409);
    expect(answered.json().error.message).toBe(learningMessages.inDailyChallenge);
    const { rows } = await t.app.db.query('select 1 from quiz_answers where user_id = $1', [me.id]);
    expect(rows).toHaveLength(0);
    // An open question is judged as before.
    expect((await post('/api/quiz/try', { questionId: 'q-iss', option: 1 })).json()).toMatchObject({
      correct: true,
      correctOption: 1,
    });
  });

  it('are open again once their site day is over; a scheduled one is held until its day ends', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    cms.standingPicks = [];
    const day = (date: string, ids: string[]) => ({
      date,
      questions: ids.map((documentId) => ({ documentId })),
    });
    const [d1, d2, d3, d4, d5] = HELD as [string, string, string, string, string];
    cms.dailyChallenges = [
      day('2030-09-01', HELD),
      day('2030-09-02', ['q-mach', 'q-iss', d2, d3, d4]),
      day('2030-09-03', ['q-lagrange', d2, d3, d4, d5]),
      day('2030-09-04', ['q-mach', 'q-iss', d2, d3, d4]),
    ];
    t.app.cms.purge();
    const tryAt = async (instant: string, questionId: string) => {
      vi.setSystemTime(new Date(instant));
      return (await post('/api/quiz/try', { questionId, option: 0 })).statusCode;
    };
    expect(await tryAt('2030-09-01T23:59:00Z', d1)).toBe(409);
    expect(await tryAt('2030-09-01T23:59:00Z', 'q-lagrange')).toBe(409);
    expect(await tryAt('2030-09-02T00:00:00Z', d1)).toBe(200);
    // q-lagrange is held for the 3rd from the days before, then open on the 4th.
    expect(await tryAt('2030-09-02T12:00:00Z', 'q-lagrange')).toBe(409);
    expect(await tryAt('2030-09-03T23:59:00Z', 'q-lagrange')).toBe(409);
    expect(await tryAt('2030-09-04T00:00:00Z', 'q-lagrange')).toBe(200);
  });
});

describe('a daily result says whether it was played signed in', () => {
  const playAll = async (cookie: string) => {
    const daily = (await get('/api/quiz/daily', cookie)).json();
    let last;
    for (const q of daily.questions as { id: string }[])
      last = await post(
        '/api/quiz/daily/answers',
        { day: daily.day, questionId: q.id, option: 0 },
        cookie,
      );
    return last!.json().result as { shareId: string; signedIn: boolean; right: number };
  };
  const visitorCookie = async () => {
    const first = await get('/api/quiz/daily');
    const cookie = first.cookies.find((c) => c.name === DAILY_VISITOR_COOKIE)!;
    return `${DAILY_VISITOR_COOKIE}=${cookie.value}`;
  };
  const shared = async (shareId: string) =>
    (await get(`/api/quiz/daily/results/${shareId}`)).json();

  it('as a visitor, even replayed with a fresh cookie to 5/5; signed in, once per account', async () => {
    const visitor = await playAll(await visitorCookie());
    expect(visitor).toMatchObject({ right: 5, signedIn: false });
    const replay = await playAll(await visitorCookie());
    expect(replay).toMatchObject({ right: 5, signedIn: false });
    expect(await shared(replay.shareId)).toMatchObject({ right: 5, signedIn: false });

    const me = await newReader();
    const mine = await playAll(me.cookie);
    expect(mine).toMatchObject({ right: 5, signedIn: true });
    expect(await shared(mine.shareId)).toMatchObject({ signedIn: true });
    const { rows } = await t.app.db.query<{ signed_in: boolean }>(
      'select signed_in from daily_results where share_id = $1',
      [mine.shareId],
    );
    expect(rows).toEqual([{ signed_in: true }]);
  });

  it('stays a visitor’s when the visitor signs in, also when the account finishes it', async () => {
    const cookie = await visitorCookie();
    const daily = (await get('/api/quiz/daily', cookie)).json();
    const [first, ...rest] = daily.questions as { id: string }[];
    await post(
      '/api/quiz/daily/answers',
      { day: daily.day, questionId: first!.id, option: 0 },
      cookie,
    );
    const me = await newReader();
    // Signing in moves the visitor's play to the account; the account answers the rest.
    let last;
    for (const q of rest)
      last = await post(
        '/api/quiz/daily/answers',
        { day: daily.day, questionId: q.id, option: 0 },
        `${me.cookie}; ${cookie}`,
      );
    const result = last!.json().result;
    expect(result).toMatchObject({ right: 5, total: 5, signedIn: false });
    expect((await get('/api/quiz/learning', me.cookie)).json().daily.result).toMatchObject({
      shareId: result.shareId,
      signedIn: false,
    });
  });
});
