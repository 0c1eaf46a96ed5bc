import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { quizApiMessages, quizMessages } from '@apogee/contracts/quiz';
import { login, signUp, SITE } from '../../../test/support/helpers';
import { createTestApp, type TestApp } from '../../../test/support/test-app';
import { sampleDailySet, sampleQuestions, startFakeCms } from '../../../test/support/fake-cms';
import { createQuestionBank } from './question-bank';
import { issueServedToken } from './served-token';
import { createQuizService } from './service';

let t: TestApp;
let cms: Awaited<ReturnType<typeof startFakeCms>>;
let reader: { id: string; cookie: string };

const TOKEN = 'fake-cms-quiz-token';

beforeAll(async () => {
  cms = await startFakeCms({ quiz: TOKEN });
  t = await createTestApp({ cmsUrl: cms.url, cmsQuizToken: TOKEN });
  const account = await signUp(t.app);
  reader = { id: account.id, cookie: await login(t.app, account.username) };
});
afterAll(async () => {
  await t.close();
  await cms.close();
});

async function newReader() {
  const account = await signUp(t.app);
  return { id: account.id, cookie: await login(t.app, account.username) };
}

async function next(cookie?: string, exclude?: string) {
  const res = await t.app.inject({
    method: 'GET',
    url: `/api/quiz/next${exclude ? `?exclude=${exclude}` : ''}`,
    headers: cookie ? { cookie } : {},
  });
  expect(res.statusCode).toBe(200);
  return res.json() as { id: string; question: string; options: string[]; servedToken: string };
}

function answer(cookie: string | undefined, payload: Record<string, unknown>) {
  return t.app.inject({
    method: 'POST',
    url: '/api/quiz/answers',
    headers: cookie ? { cookie, origin: SITE } : {},
    payload,
  });
}

const rightOf = (id: string) =>
  sampleQuestions()
    .find((q) => q.documentId === id)!
    .options.findIndex((o) => o.isCorrect);

describe('GET /api/quiz/next', () => {
  it('serves a visitor a question without its answer, with a served token', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/quiz/next' });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(Object.keys(body).sort()).toEqual(['id', 'options', 'question', 'servedToken']);
    expect(res.body).not.toContain('isCorrect');
    expect(res.body).not.toContain('explanation');
    expect(body.options.length).toBeGreaterThanOrEqual(2);
  });

  it('gives a signed-in reader the questions they have not answered before any repeat', async () => {
    const me = await newReader();
    const seen = new Set<string>();
    for (let i = 0; i < 3; i++) {
      const q = await next(me.cookie);
      expect(seen.has(q.id)).toBe(false);
      seen.add(q.id);
      expect(
        (await answer(me.cookie, { questionId: q.id, option: 0, servedToken: q.servedToken }))
          .statusCode,
      ).toBe(200);
    }
    expect(seen.size).toBe(3);
    // All answered once: any may come again, but never the one just answered.
    const again = await next(me.cookie, 'q-mach');
    expect(again.id).not.toBe('q-mach');
  });
});

describe('POST /api/quiz/answers', () => {
  it('asks visitors to log in (401)', async () => {
    const q = await next();
    const res = await answer(undefined, {
      questionId: q.id,
      option: 0,
      servedToken: q.servedToken,
    });
    expect(res.statusCode).toBe(401);
    expect(res.json().error.message).toBe(quizMessages.loginRequired);
  });

  it('refuses an answer sent with a session that was logged out (401), storing nothing', async () => {
    const me = await newReader();
    const q = await next(me.cookie);
    const out = await t.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: { cookie: me.cookie, origin: SITE },
    });
    expect(out.statusCode).toBe(200);
    const res = await answer(me.cookie, {
      questionId: q.id,
      option: 0,
      servedToken: q.servedToken,
    });
    expect(res.statusCode).toBe(401);
    expect(res.json().error.message).toBe(quizMessages.loginRequired);
    const { rows } = await t.app.db.query('select 1 from quiz_answers where user_id = $1', [me.id]);
    expect(rows).toHaveLength(0);
  });

  it('decides correctness itself, whatever the client claims, and stores the answer', async () => {
    const q = await next(reader.cookie);
    const wrong = rightOf(q.id) === 0 ? 1 : 0;
    const res = await answer(reader.cookie, {
      questionId: q.id,
      option: wrong,
      servedToken: q.servedToken,
      timeZone: 'Europe/London',
      correct: true,
    });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.correct).toBe(false);
    expect(body.correctOption).toBe(rightOf(q.id));
    expect(body.chosenOption).toBe(wrong);
    expect(body.explanation).toBe(
      sampleQuestions().find((s) => s.documentId === q.id)!.explanation,
    );
    const { rows } = await t.app.db.query<{
      correct: boolean;
      chosen_option: number;
      time_zone: string;
    }>(
      'select correct, chosen_option, time_zone from quiz_answers where user_id = $1 and question_id = $2',
      [reader.id, q.id],
    );
    expect(rows).toEqual([{ correct: false, chosen_option: wrong, time_zone: 'Europe/London' }]);

    const right = await answer(reader.cookie, {
      questionId: 'q-mach',
      option: 0,
      servedToken: issueServedToken(t.config.sessionSecret, 'q-mach', new Date()),
    });
    expect(right.json()).toMatchObject({
      correct: true,
      correctOption: 0,
      relatedArticle: { slug: 'breaking-the-sound-barrier', title: 'Breaking the sound barrier' },
    });
  });

  it('measures the seconds from serving to answering', async () => {
    const me = await newReader();
    const servedToken = issueServedToken(
      t.config.sessionSecret,
      'q-iss',
      new Date(Date.now() - 42_000),
    );
    const res = await answer(me.cookie, { questionId: 'q-iss', option: 1, servedToken });
    expect(res.json().timeTakenSeconds).toBeGreaterThanOrEqual(42);
    expect(res.json().timeTakenSeconds).toBeLessThan(50);
    const { rows } = await t.app.db.query<{ time_taken_seconds: number }>(
      'select time_taken_seconds from quiz_answers where user_id = $1',
      [me.id],
    );
    expect(rows[0]?.time_taken_seconds).toBe(res.json().timeTakenSeconds);
  });

  it('takes one answer per served question: a replayed token is refused (409)', async () => {
    const me = await newReader();
    const q = await next(me.cookie);
    const first = await answer(me.cookie, {
      questionId: q.id,
      option: rightOf(q.id),
      servedToken: q.servedToken,
    });
    expect(first.statusCode).toBe(200);
    const again = await answer(me.cookie, {
      questionId: q.id,
      option: rightOf(q.id),
      servedToken: q.servedToken,
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().error.message).toBe(quizApiMessages.alreadyAnswered);
    const { rows } = await t.app.db.query('select 1 from quiz_answers where user_id = $1', [me.id]);
    expect(rows).toHaveLength(1);
  });

  it('refuses unknown questions, unknown options and forged or mismatched tokens with a message', async () => {
    const token = issueServedToken(t.config.sessionSecret, 'q-iss', new Date());
    const cases: [Record<string, unknown>, number, string][] = [
      [
        { questionId: 'no-such', option: 0, servedToken: token },
        404,
        quizApiMessages.unknownQuestion,
      ],
      [{ questionId: 'q-iss', option: 2, servedToken: token }, 400, quizApiMessages.unknownOption],
      [{ questionId: 'q-iss', option: -1, servedToken: token }, 400, quizApiMessages.unknownOption],
      [
        { questionId: 'q-iss', option: 'first', servedToken: token },
        400,
        quizApiMessages.unknownOption,
      ],
      [
        { questionId: 'q-iss', option: 0, servedToken: `${token}x` },
        400,
        quizApiMessages.servedTokenInvalid,
      ],
      [
        { questionId: 'q-mach', option: 0, servedToken: token },
        400,
        quizApiMessages.servedTokenMismatch,
      ],
      [
        { questionId: 'q-iss', option: 0, servedToken: token, timeZone: 'Mars/Olympus' },
        400,
        quizApiMessages.timeZoneInvalid,
      ],
    ];
    const me = await newReader();
    for (const [payload, status, message] of cases) {
      const res = await answer(me.cookie, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(status);
      expect(res.json().error.message).toBe(message);
    }
    const { rows } = await t.app.db.query('select 1 from quiz_answers where user_id = $1', [me.id]);
    expect(rows).toHaveLength(0);
  });
});

/** Stores an answer at a given instant, right or wrong, as the service would. */
async function answerAt(userId: string, at: string, right: boolean) {
  await t.app.quiz.recordAnswer(
    userId,
    { questionId: 'q-mach', option: right ? 0 : 1 },
    new Date(at),
  );
}

describe('score periods in the reader time zone', () => {
  it('splits the same instants differently for Auckland and Los Angeles', async () => {
    const auckland = await newReader();
    const losAngeles = await newReader();
    for (const r of [auckland, losAngeles]) {
      await answerAt(r.id, '2026-02-28T20:00:00Z', true); // AKL Sun 1 Mar 09:00; LA Sat 28 Feb 12:00
      await answerAt(r.id, '2026-03-01T10:30:00Z', false); // AKL Sun 1 Mar 23:30; LA Sun 1 Mar 02:30
      await answerAt(r.id, '2026-03-01T11:30:00Z', true); // AKL Mon 2 Mar 00:30; LA Sun 1 Mar 03:30
    }
    const now = new Date('2026-03-01T11:45:00Z');
    const akl = await t.app.quiz.periodScores(auckland.id, 'Pacific/Auckland', now);
    expect(akl).toEqual({
      currentDay: { correct: 1, wrong: 0, total: 1, percentage: '100.00' },
      currentWeek: { correct: 1, wrong: 0, total: 1, percentage: '100.00' },
      currentMonth: { correct: 2, wrong: 1, total: 3, percentage: '66.67' },
      currentYear: { correct: 2, wrong: 1, total: 3, percentage: '66.67' },
    });
    const la = await t.app.quiz.periodScores(losAngeles.id, 'America/Los_Angeles', now);
    expect(la).toEqual({
      currentDay: { correct: 1, wrong: 1, total: 2, percentage: '50.00' },
      currentWeek: { correct: 2, wrong: 1, total: 3, percentage: '66.67' },
      currentMonth: { correct: 1, wrong: 1, total: 2, percentage: '50.00' },
      currentYear: { correct: 2, wrong: 1, total: 3, percentage: '66.67' },
    });

    const aklMonth = await t.app.quiz.monthSeries(auckland.id, 'Pacific/Auckland', now);
    expect(aklMonth.days).toHaveLength(31);
    expect(aklMonth.days.slice(0, 3)).toEqual([
      { day: 1, correct: 1, wrong: 1 },
      { day: 2, correct: 1, wrong: 0 },
      { day: 3, correct: 0, wrong: 0 },
    ]);
    const laMonth = await t.app.quiz.monthSeries(losAngeles.id, 'America/Los_Angeles', now);
    expect(laMonth).toMatchObject({ year: 2026, month: 3 });
    expect(laMonth.days[0]).toEqual({ day: 1, correct: 1, wrong: 1 });
    expect(laMonth.days.slice(1).every((d) => d.correct === 0 && d.wrong === 0)).toBe(true);
    const laFebruary = await t.app.quiz.monthSeries(
      losAngeles.id,
      'America/Los_Angeles',
      new Date('2026-02-28T21:00:00Z'),
    );
    expect(laFebruary.days).toHaveLength(28);
    expect(laFebruary.days[27]).toEqual({ day: 28, correct: 1, wrong: 0 });
  });

  it('starts weeks on Monday across a year end, and days at local midnight', async () => {
    const me = await newReader();
    await answerAt(me.id, '2025-12-28T12:00:00Z', false); // Sunday: the week before
    await answerAt(me.id, '2025-12-29T00:30:00Z', true); // Monday 29 Dec: this week, last year
    await answerAt(me.id, '2025-12-31T23:30:00Z', true); // UTC last year; New York still 31 Dec
    await answerAt(me.id, '2026-01-01T00:10:00Z', false);
    const now = new Date('2026-01-01T00:30:00Z'); // Thursday
    const utc = await t.app.quiz.periodScores(me.id, 'UTC', now);
    expect(utc.currentDay).toMatchObject({ correct: 0, wrong: 1 });
    expect(utc.currentWeek).toMatchObject({ correct: 2, wrong: 1 });
    expect(utc.currentMonth).toMatchObject({ correct: 0, wrong: 1 });
    expect(utc.currentYear).toMatchObject({ correct: 0, wrong: 1, percentage: '0.00' });
    const ny = await t.app.quiz.periodScores(me.id, 'America/New_York', now);
    // New York: now is Wed 31 Dec 19:30; the 00:30 UTC Monday answer is Sunday 28 Dec there.
    expect(ny.currentDay).toMatchObject({ correct: 1, wrong: 1 });
    expect(ny.currentWeek).toMatchObject({ correct: 1, wrong: 1 });
    expect(ny.currentYear).toMatchObject({ correct: 2, wrong: 2, total: 4, percentage: '50.00' });
  });

  it('counts daily streaks: current (today or yesterday) and longest', async () => {
    const me = await newReader();
    for (const day of ['2026-05-01', '2026-05-02', '2026-05-03', '2026-05-05', '2026-05-06'])
      await answerAt(me.id, `${day}T12:00:00Z`, true);
    const quiz = t.app.quiz;
    expect(await quiz.streaks(me.id, 'UTC', new Date('2026-05-06T20:00:00Z'))).toEqual({
      current: 2,
      longest: 3,
    });
    expect(await quiz.streaks(me.id, 'UTC', new Date('2026-05-07T20:00:00Z'))).toEqual({
      current: 2,
      longest: 3,
    });
    expect(await quiz.streaks(me.id, 'UTC', new Date('2026-05-08T00:30:00Z'))).toEqual({
      current: 0,
      longest: 3,
    });
    // 7 May 16:00 UTC is already 8 May 01:00 in Tokyo (UTC+9): the 6th is two days back there.
    expect(await quiz.streaks(me.id, 'UTC', new Date('2026-05-07T16:00:00Z'))).toEqual({
      current: 2,
      longest: 3,
    });
    expect(await quiz.streaks(me.id, 'Asia/Tokyo', new Date('2026-05-07T16:00:00Z'))).toEqual({
      current: 0,
      longest: 3,
    });
    const fresh = await newReader();
    expect(await quiz.streaks(fresh.id, 'UTC', new Date())).toEqual({ current: 0, longest: 0 });
  });
});

describe('GET /api/quiz/analytics', () => {
  it('answers the signed-in reader with zeros, "0.00" and one point per day before any answer', async () => {
    const me = await newReader();
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/quiz/analytics?timeZone=Pacific/Auckland',
      headers: { cookie: me.cookie },
    });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.periods.currentDay).toEqual({ correct: 0, wrong: 0, total: 0, percentage: '0.00' });
    expect(body.overall).toEqual({ correct: 0, wrong: 0, total: 0 });
    expect(body.month.days.length).toBeGreaterThanOrEqual(28);
    expect(body.streaks).toEqual({ current: 0, longest: 0 });
  });

  it('counts an answer saved through the API today', async () => {
    const me = await newReader();
    await answer(me.cookie, {
      questionId: 'q-iss',
      option: 1,
      servedToken: issueServedToken(t.config.sessionSecret, 'q-iss', new Date()),
    });
    const body = (
      await t.app.inject({
        method: 'GET',
        url: '/api/quiz/analytics?timeZone=UTC',
        headers: { cookie: me.cookie },
      })
    ).json();
    expect(body.periods.currentDay).toEqual({
      correct: 1,
      wrong: 0,
      total: 1,
      percentage: '100.00',
    });
    expect(body.overall).toEqual({ correct: 1, wrong: 0, total: 1 });
    expect(body.streaks).toEqual({ current: 1, longest: 1 });
    const today = new Date().getUTCDate();
    expect(body.month.days[today - 1]).toEqual({ day: today, correct: 1, wrong: 0 });
  });

  it('follows answers stored by another replica of the service sharing the database', async () => {
    const me = await newReader();
    const dashboard = async () =>
      (
        await t.app.inject({
          method: 'GET',
          url: '/api/quiz/analytics?timeZone=Europe/London',
          headers: { cookie: me.cookie },
        })
      ).json().overall;
    expect(await dashboard()).toEqual({ correct: 0, wrong: 0, total: 0 });
    expect(await dashboard()).toEqual({ correct: 0, wrong: 0, total: 0 });
    const otherReplica = createQuizService({
      db: t.app.db,
      questions: createQuestionBank(t.app.cms, t.app.log),
      secret: t.config.sessionSecret,
      siteTimeZone: t.config.siteTimeZone,
    });
    await otherReplica.recordAnswer(me.id, { questionId: 'q-mach', option: 0 }, new Date());
    expect(await dashboard()).toEqual({ correct: 1, wrong: 0, total: 1 });
    await otherReplica.recordAnswer(me.id, { questionId: 'q-mach', option: 1 }, new Date());
    expect(await dashboard()).toEqual({ correct: 1, wrong: 1, total: 2 });
  });

  it('refuses an unknown time zone and visitors', async () => {
    const bad = await t.app.inject({
      method: 'GET',
      url: '/api/quiz/analytics?timeZone=Not/AZone',
      headers: { cookie: reader.cookie },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.message).toBe(quizApiMessages.timeZoneInvalid);
    const visitor = await t.app.inject({ method: 'GET', url: '/api/quiz/analytics?timeZone=UTC' });
    expect(visitor.statusCode).toBe(401);
  });

  it('lets a userId be read only by that user (403 otherwise)', () => {
    expect(() => t.app.quiz.ensureOwn(reader.id, reader.id)).not.toThrow();
    expect(() => t.app.quiz.ensureOwn(reader.id, '00000000-0000-4000-8000-000000000000')).toThrow(
      expect.objectContaining({ statusCode: 403 }),
    );
  });
});

describe('GET /api/quiz/history', () => {
  it('pages 10 answers at a time, newest first, and keeps the question as it was answered', async () => {
    const me = await newReader();
    for (let i = 0; i < 12; i++)
      await answerAt(me.id, new Date(Date.UTC(2026, 0, 1 + i, 12)).toISOString(), i % 2 === 0);
    const page1 = (
      await t.app.inject({
        method: 'GET',
        url: '/api/quiz/history',
        headers: { cookie: me.cookie },
      })
    ).json();
    expect(page1).toMatchObject({ page: 1, pageSize: 10, total: 12, pageCount: 2 });
    expect(page1.items).toHaveLength(10);
    expect(page1.items[0]).toEqual({
      sequence: 1,
      questionId: 'q-mach',
      question: 'What does a Mach number of 1 mean?',
      options: ['Flying at the speed of sound', 'Flying at twice the speed of sound', 'Hovering'],
      correctOption: 0,
      chosenOption: 1,
      correct: false,
      explanation: 'Mach 1 is the local speed of sound.',
      relatedArticle: { slug: 'breaking-the-sound-barrier', title: 'Breaking the sound barrier' },
      answeredAt: '2026-01-12T12:00:00.000Z',
    });
    const page2 = (
      await t.app.inject({
        method: 'GET',
        url: '/api/quiz/history?page=2',
        headers: { cookie: me.cookie },
      })
    ).json();
    expect(page2.items.map((i: { sequence: number }) => i.sequence)).toEqual([11, 12]);
    expect(page2.items[1].answeredAt).toBe('2026-01-01T12:00:00.000Z');

    // An editor rewrites the question; the CMS webhook purges the cache.
    cms.questions = [...sampleQuestions(), ...sampleDailySet()].map((q) =>
      q.documentId === 'q-mach' ? { ...q, question: 'Mach 1 is…?' } : q,
    );
    const hook = await t.app.inject({
      method: 'POST',
      url: '/api/internal/cms-webhook',
      headers: { authorization: `Bearer ${t.config.cmsWebhookSecret}` },
      payload: { event: 'entry.update', model: 'quiz-question', documentId: 'q-mach', slug: null },
    });
    expect(hook.statusCode).toBe(200);
    const served = await t.app.quiz.allQuestions();
    expect(served.find((q) => q.id === 'q-mach')?.question).toBe('Mach 1 is…?');
    const after = (
      await t.app.inject({
        method: 'GET',
        url: '/api/quiz/history',
        headers: { cookie: me.cookie },
      })
    ).json();
    expect(after.items[0].question).toBe('What does a Mach number of 1 mean?');
    // The fake CMS's own bank: its daily set keeps the three open.
    cms.questions = [...sampleQuestions(), ...sampleDailySet()];
    t.app.cms.purge();
  });

  it('answers an empty list, refuses a bad page and visitors', async () => {
    const me = await newReader();
    const empty = await t.app.inject({
      method: 'GET',
      url: '/api/quiz/history?page=1',
      headers: { cookie: me.cookie },
    });
    expect(empty.json()).toEqual({ page: 1, pageSize: 10, total: 0, pageCount: 0, items: [] });
    for (const page of ['0', 'two', '1.5']) {
      const bad = await t.app.inject({
        method: 'GET',
        url: `/api/quiz/history?page=${page}`,
        headers: { cookie: me.cookie },
      });
      expect(bad.statusCode).toBe(400);
      expect(bad.json().error.message).toBe(quizApiMessages.pageInvalid);
    }
    expect((await t.app.inject({ method: 'GET', url: '/api/quiz/history' })).statusCode).toBe(401);
  });
});
