import {
  legacyAnalyticsRecordListSchema,
  legacyCheckAuthSchema,
  legacyLoginSuccessSchema,
  legacyPeriodAnalysisSchema,
  legacyQuizAnalyticSchema,
  legacyQuizQuestionListSchema,
  legacyUpdatedUserSchema,
} from '@apogee/contracts/legacy';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { freshIp, multipartForm, SITE } from '../../test/support/helpers';
import { createTestApp, type TestApp } from '../../test/support/test-app';
import { startFakeCms, type FakeCms } from '../../test/support/fake-cms';

let t: TestApp;
let cms: FakeCms;

beforeAll(async () => {
  cms = await startFakeCms();
  t = await createTestApp({ cmsUrl: cms.url });
});
afterAll(async () => {
  await t.close();
  await cms.close();
});

/**
 * An old client as a browser runs it: one address, the session cookie kept between calls
 * (credentials included) and the site's Origin on every call that changes something.
 */
function oldClient() {
  const ip = freshIp();
  let cookie = '';
  return async (
    method: 'GET' | 'POST' | 'PUT',
    path: string,
    payload?: InjectOptions['payload'],
    headers: Record<string, string> = {},
  ) => {
    const res = await t.app.inject({
      method,
      url: `/api/legacy${path}`,
      remoteAddress: ip,
      headers: { origin: SITE, ...(cookie ? { cookie } : {}), ...headers },
      ...(payload === undefined ? {} : { payload }),
    });
    for (const set of res.cookies)
      cookie =
        set.value && (!set.expires || set.expires > new Date()) ? `${set.name}=${set.value}` : '';
    return res;
  };
}

it('runs a whole old-client session: sign up, log in, quiz, analytics, profile, log out', async () => {
  const call = oldClient();
  const account = {
    name: 'Neil Armstrong',
    username: 'first_step',
    email: 'neil@example.com',
    password: 'Tranquility-Base-69',
  };

  const signup = await call('POST', '/user/signup', account);
  expect(signup.statusCode).toBe(200);
  expect(signup.json().message).toBe('Your account has been created. You can now log in.');

  const login = await call('POST', '/user/login', {
    emailOrUsername: 'first_step',
    password: account.password,
  });
  expect(login.statusCode).toBe(200);
  const { Success, UserDetails } = legacyLoginSuccessSchema.parse(login.json());
  expect(Success).toBe('Login successful');
  const userId = UserDetails.id;

  const auth = legacyCheckAuthSchema.parse((await call('GET', '/user/checkauth')).json());
  expect(auth).toMatchObject({
    Status: 'Success',
    id: userId,
    name: 'Neil Armstrong',
    profile: '',
  });

  // The old quiz: pick a question, answer it (choose_option is index + 1, time_taken fixed).
  const questions = legacyQuizQuestionListSchema.parse(
    (await call('GET', '/quiz/get-quiz')).json(),
  );
  const question = questions.find((q) => q._id === 'q-iss')!;
  const saved = await call('POST', '/quiz/quiz-analytic-save', {
    userId,
    quizId: question._id,
    correct: true,
    choose_option: question.correctAnswer + 1,
    time_taken: '5:30',
  });
  expect(saved.statusCode).toBe(200);
  expect(saved.json().correct).toBe(true);

  const history = legacyAnalyticsRecordListSchema.parse(
    (await call('GET', `/quiz/get-all-quiz-analytics/${userId}`)).json(),
  );
  expect(history).toHaveLength(1);
  expect(history[0]).toMatchObject({
    quizId: 'q-iss',
    choose_option: 2,
    correctAnswer: 1,
    question: 'About how long does the ISS take to orbit the Earth?',
  });

  const periods = legacyPeriodAnalysisSchema.parse(
    (await call('GET', `/quiz/current-quiz-analysis/${userId}`)).json(),
  );
  expect(periods.currentDay[0]).toEqual({
    correct_count: 1,
    wrong_count: 0,
    total_count: 1,
    correct_percentage: '100.00',
  });

  const month = legacyQuizAnalyticSchema.parse(
    (await call('GET', `/quiz/get-quiz-analytic/${userId}`)).json(),
  );
  expect(month.totalResult).toEqual([1, 0]);
  expect(month.dailyResults.reduce((sum, d) => sum + d.correct_count, 0)).toBe(1);

  // The old edit form keeps the current picture by sending its URL text in user_profile.
  const form = multipartForm({
    name: 'Neil A. Armstrong',
    username: 'first_step',
    email: 'neil@example.com',
    profession: 'Astronaut',
    bio: 'One small step.',
    user_profile: auth.profile,
  });
  const updated = await call('PUT', `/user/update-user/${userId}`, form.payload, form.headers);
  expect(updated.statusCode).toBe(200);
  // The old site replaces its auth state with this body.
  expect(legacyUpdatedUserSchema.parse(updated.json())).toMatchObject({
    Status: 'Success',
    name: 'Neil A. Armstrong',
    profession: 'Astronaut',
    bio: 'One small step.',
  });
  const after = legacyCheckAuthSchema.parse((await call('GET', '/user/checkauth')).json());
  expect(after.profession).toBe('Astronaut');

  const logout = await call('GET', '/user/logout');
  expect(logout.statusCode).toBe(200);
  const gone = await call('GET', '/user/checkauth');
  expect(gone.json().Status).toBe('Failed');
  expect((await call('GET', `/quiz/get-quiz-analytic/${userId}`)).statusCode).toBe(401);
});
