import {
  legacyMessages,
  legacyAnalyticsRecordListSchema,
  legacyPeriodAnalysisSchema,
  legacyQuizAnalyticSchema,
  legacyQuizQuestionListSchema,
} from '@apogee/contracts/legacy';
import { learningMessages } from '@apogee/contracts/quiz-learning';
import { quizApiMessages } from '@apogee/contracts/quiz';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { localDate, daysInMonth } from '../modules/quiz/calendar';
import { challengeQuestions } from '../modules/quiz/learning/daily-challenge';
import { login, signUp, SITE } from '../../test/support/helpers';
import { createTestApp, type TestApp } from '../../test/support/test-app';
import {
  sampleDailySet,
  sampleQuestions,
  startFakeCms,
  type FakeCms,
} from '../../test/support/fake-cms';

// A zone far from UTC, so a period computed in UTC would often land on another day.
const ZONE = 'Pacific/Kiritimati';
let t: TestApp;
let cms: FakeCms;

beforeAll(async () => {
  cms = await startFakeCms();
  t = await createTestApp({ cmsUrl: cms.url, siteTimeZone: ZONE });
});
afterAll(async () => {
  await t.close();
  await cms.close();
});

async function newReader() {
  const account = await signUp(t.app);
  return { id: account.id, cookie: await login(t.app, account.username) };
}

function save(cookie: string | undefined, payload: Record<string, unknown>) {
  return t.app.inject({
    method: 'POST',
    url: '/api/legacy/quiz/quiz-analytic-save',
    headers: cookie ? { cookie, origin: SITE } : {},
    payload,
  });
}

function read(path: string, cookie?: string) {
  return t.app.inject({
    method: 'GET',
    url: `/api/legacy${path}`,
    headers: cookie ? { cookie } : {},
  });
}

describe('GET /quiz/get-quiz', () => {
  it('lists the questions in the old shape, with the zero-based correctAnswer', async () => {
    const res = await read('/quiz/get-quiz');
    expect(res.statusCode).toBe(200);
    const questions = legacyQuizQuestionListSchema.parse(res.json());
    expect(questions.map((q) => [q._id, q.correctAnswer])).toEqual([
      ['q-mach', 0],
      ['q-lagrange', 2],
      ['q-iss', 1],
    ]);
    expect(res.json()[0]).toEqual({
      _id: 'q-mach',
      question: 'What does a Mach number of 1 mean?',
      options: ['Flying at the speed of sound', 'Flying at twice the speed of sound', 'Hovering'],
      correctAnswer: 0,
      explanation: 'Mach 1 is the local speed of sound.',
    });
  });
});

describe('GET /quiz/get-quiz and the daily challenge', () => {
  const D = sampleDailySet().map((q) => q.documentId);
  /** The list at a pinned instant (fake Date), or now. */
  const listAt = (instant?: string, remoteAddress = '198.51.100.20') => {
    if (instant) vi.setSystemTime(new Date(instant));
    return t.app.inject({ method: 'GET', url: '/api/legacy/quiz/get-quiz', remoteAddress });
  };
  const idsAt = async (instant: string) => {
    const res = await listAt(instant);
    expect(res.statusCode).toBe(200);
    const questions = legacyQuizQuestionListSchema.parse(res.json());
    return questions.map((q) => q._id);
  };
  const pick = (date: string, ids: string[]) => ({
    date,
    questions: ids.map((documentId) => ({ documentId })),
  });

  afterEach(() => {
    vi.useRealTimers();
    cms.standingPicks = D;
    cms.dailyChallenges = [];
    cms.dailyChallengesFailWith = 0;
    t.app.cms.purge();
  });

  it("leaves out today's and scheduled challenges' questions until their site day is over", async () => {
    // Only Date is pinned: the site's days are Kiritimati's (UTC+14), so 10:00 UTC is midnight.
    vi.useFakeTimers({ toFake: ['Date'] });
    cms.standingPicks = [];
    cms.dailyChallenges = [
      pick('2030-05-10', D),
      pick('2030-05-11', ['q-iss', ...D.slice(0, 4)]),
      pick('2030-05-12', ['q-mach', ...D.slice(0, 4)]),
      pick('2030-05-13', ['q-iss', ...D.slice(0, 4)]),
    ];
    t.app.cms.purge();
    // 23:59 on 10 May: today's five, and q-iss and q-mach (scheduled later) are held.
    expect(await idsAt('2030-05-10T09:59:00Z')).toEqual(['q-lagrange']);
    // 00:01 on 11 May (still 10 May in UTC): q-daily-5's day is over, so it is back.
    expect(await idsAt('2030-05-10T10:01:00Z')).toEqual(['q-lagrange', 'q-daily-5']);
    // 23:00 on 12 May: q-mach is today's, q-iss is scheduled again for the 13th.
    expect(await idsAt('2030-05-12T09:00:00Z')).toEqual(['q-lagrange', 'q-daily-5']);
    // 13 May: q-mach's day is over; each comes with its right answer, in the old shape.
    const res = await listAt('2030-05-12T10:00:00Z');
    expect(res.json()).toEqual([
      expect.objectContaining({ _id: 'q-mach', correctAnswer: 0 }),
      expect.objectContaining({ _id: 'q-lagrange', correctAnswer: 2 }),
      expect.objectContaining({ _id: 'q-daily-5', correctAnswer: 0 }),
    ]);
  });

  it('holds back the drawn questions of a day the editors did not pick', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    cms.standingPicks = [];
    cms.questions = [...sampleQuestions(), ...sampleDailySet()];
    t.app.cms.purge();
    const all = cms.questions.map((q) => q.documentId);
    for (const [instant, day] of [
      ['2030-07-01T12:00:00Z', '2030-07-02'],
      ['2030-07-02T12:00:00Z', '2030-07-03'],
    ] as const) {
      const drawn = challengeQuestions(day, all);
      expect(drawn).toHaveLength(5);
      expect(await idsAt(instant)).toEqual(all.filter((id) => !drawn.includes(id)));
    }
  });

  it('answers 502 rather than the list when the coming challenges cannot be read', async () => {
    cms.dailyChallengesFailWith = 500;
    t.app.cms.purge();
    const res = await listAt();
    expect(res.statusCode).toBe(502);
    expect(res.json()).toEqual({ message: quizApiMessages.questionsUnavailable });
  });

  it('refuses a held question as an old client answer (409), in the old shape', async () => {
    const me = await newReader();
    const res = await save(me.cookie, {
      userId: me.id,
      quizId: 'q-daily-1',
      correct: true,
      choose_option: 1,
      time_taken: '0:10',
    });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ message: learningMessages.inDailyChallenge });
    const { rows } = await t.app.db.query('select 1 from quiz_answers where user_id = $1', [me.id]);
    expect(rows).toHaveLength(0);
  });

  it('holds one address to 30 lists in 10 minutes (429, old shape); another still reads', async () => {
    for (let i = 0; i < 30; i++)
      expect((await listAt(undefined, '203.0.113.31')).statusCode).toBe(200);
    const refused = await t.app.inject({
      method: 'GET',
      url: '/api/legacy/quiz/get-quiz',
      remoteAddress: '203.0.113.31',
    });
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({ message: legacyMessages.tooManyQuizLists });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    const other = await t.app.inject({
      method: 'GET',
      url: '/api/legacy/quiz/get-quiz',
      remoteAddress: '203.0.113.32',
    });
    expect(other.statusCode).toBe(200);
  });
});

describe('POST /quiz/quiz-analytic-save', () => {
  it('recomputes `correct` from the question, whatever the client says', async () => {
    const me = await newReader();
    const wrong = await save(me.cookie, {
      userId: me.id,
      quizId: 'q-lagrange',
      correct: true,
      choose_option: 1,
      time_taken: '5:30',
    });
    expect(wrong.statusCode).toBe(200);
    expect(wrong.json()).toEqual({
      message: 'Quiz analytics saved successfully',
      correct: false,
      correctAnswer: 2,
      choose_option: 1,
      explanation: 'There are five: L1 to L5.',
    });
    const right = await save(me.cookie, {
      userId: me.id,
      quizId: 'q-lagrange',
      correct: false,
      choose_option: 3,
      time_taken: '1:05',
    });
    expect(right.json().correct).toBe(true);

    const stored = await t.app.db.query<{
      correct: boolean;
      time_taken_seconds: number | null;
      time_zone: string;
    }>(
      'select correct, time_taken_seconds, time_zone from quiz_answers where user_id = $1 order by id',
      [me.id],
    );
    // The fixed old text '5:30' was never measured: stored as "not measured".
    expect(stored.rows).toEqual([
      { correct: false, time_taken_seconds: null, time_zone: ZONE },
      { correct: true, time_taken_seconds: 65, time_zone: ZONE },
    ]);
  });

  it('answers 401 to a visitor, 403 for another userId, 404 and 400 for bad answers', async () => {
    const me = await newReader();
    const other = await newReader();
    const body = { userId: me.id, quizId: 'q-mach', choose_option: 1, time_taken: '5:30' };

    const visitor = await save(undefined, body);
    expect(visitor.statusCode).toBe(401);
    expect(visitor.json()).toEqual({ message: 'You need to log in to view this content' });

    const foreign = await save(me.cookie, { ...body, userId: other.id });
    expect(foreign.statusCode).toBe(403);
    expect(foreign.json()).toEqual({ message: 'You can only see your own quiz results.' });

    const unknown = await save(me.cookie, { ...body, quizId: 'q-unknown' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({
      message: 'This question does not exist (any more). Load a new question.',
    });

    const zero = await save(me.cookie, { ...body, choose_option: 0 });
    expect(zero.statusCode).toBe(400);
    expect(zero.json()).toEqual({ message: 'choose_option must be a number from 1' });
    const beyond = await save(me.cookie, { ...body, choose_option: 4 });
    expect(beyond.statusCode).toBe(400);
    expect(beyond.json()).toEqual({ message: 'This option does not exist for this question.' });

    const rows = await t.app.db.query('select 1 from quiz_answers where user_id in ($1, $2)', [
      me.id,
      other.id,
    ]);
    expect(rows.rows).toHaveLength(0);
  });
});

describe('the three analytics paths', () => {
  it('read back the history, the periods and the month in the old shapes', async () => {
    const me = await newReader();
    await save(me.cookie, {
      userId: me.id,
      quizId: 'q-mach',
      choose_option: 1,
      time_taken: '5:30',
    });
    await save(me.cookie, { userId: me.id, quizId: 'q-iss', choose_option: 1, time_taken: '5:30' });
    await save(me.cookie, {
      userId: me.id,
      quizId: 'q-lagrange',
      choose_option: 3,
      time_taken: '5:30',
    });

    const history = await read(`/quiz/get-all-quiz-analytics/${me.id}`, me.cookie);
    expect(history.statusCode).toBe(200);
    const records = legacyAnalyticsRecordListSchema.parse(history.json());
    expect(records.map((r) => [r.quizId, r.choose_option, r.correctAnswer])).toEqual([
      ['q-lagrange', 3, 2],
      ['q-iss', 1, 1],
      ['q-mach', 1, 0],
    ]);
    expect(Object.keys(history.json()[0]).sort()).toEqual([
      'choose_option',
      'correctAnswer',
      'created_at',
      'explanation',
      'options',
      'question',
      'quizId',
    ]);
    expect(Number.isNaN(Date.parse(records[0]!.created_at))).toBe(false);

    const periods = await read(`/quiz/current-quiz-analysis/${me.id}`, me.cookie);
    expect(periods.statusCode).toBe(200);
    const scores = legacyPeriodAnalysisSchema.parse(periods.json());
    const expected = [
      { correct_count: 2, wrong_count: 1, total_count: 3, correct_percentage: '66.67' },
    ];
    expect(scores).toEqual({
      currentDay: expected,
      currentWeek: expected,
      currentMonth: expected,
      currentYear: expected,
    });

    const month = await read(`/quiz/get-quiz-analytic/${me.id}`, me.cookie);
    expect(month.statusCode).toBe(200);
    const analytic = legacyQuizAnalyticSchema.parse(month.json());
    // Days of the current month in the site's time zone, today's answers on today's local day.
    const today = localDate(new Date(), ZONE);
    expect(analytic.dailyResults).toHaveLength(daysInMonth(today.year, today.month));
    expect(analytic.dailyResults[today.day - 1]).toEqual({
      day: today.day,
      correct_count: 2,
      wrong_count: 1,
    });
    expect(analytic.dailyResults.filter((d) => d.correct_count + d.wrong_count > 0)).toHaveLength(
      1,
    );
    expect(analytic.totalResult).toEqual([2, 1]);
  });

  it("answer 403 for another reader's id and 401 for a visitor", async () => {
    const me = await newReader();
    const other = await newReader();
    for (const path of [
      '/quiz/get-all-quiz-analytics',
      '/quiz/current-quiz-analysis',
      '/quiz/get-quiz-analytic',
    ]) {
      const foreign = await read(`${path}/${other.id}`, me.cookie);
      expect(foreign.statusCode, path).toBe(403);
      expect(foreign.json()).toEqual({ message: 'You can only see your own quiz results.' });
      const visitor = await read(`${path}/${me.id}`);
      expect(visitor.statusCode, path).toBe(401);
    }
  });

  it('answer empty lists and zero counts to a reader without answers', async () => {
    const me = await newReader();
    expect((await read(`/quiz/get-all-quiz-analytics/${me.id}`, me.cookie)).json()).toEqual([]);
    const zero = [{ correct_count: 0, wrong_count: 0, total_count: 0, correct_percentage: '0.00' }];
    expect((await read(`/quiz/current-quiz-analysis/${me.id}`, me.cookie)).json()).toEqual({
      currentDay: zero,
      currentWeek: zero,
      currentMonth: zero,
      currentYear: zero,
    });
    expect((await read(`/quiz/get-quiz-analytic/${me.id}`, me.cookie)).json().totalResult).toEqual([
      0, 0,
    ]);
  });
});
