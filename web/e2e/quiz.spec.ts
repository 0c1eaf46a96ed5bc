import { request as playwrightRequest, type APIRequestContext, type Page } from '@playwright/test';
import { logInByApi, newReader, signUpByApi } from './support/accounts';
import { seriousViolations } from './support/axe';
import { expect, openPage, test } from './support/test';

interface Served {
  id: string;
  options: string[];
  servedToken: string;
}
interface Judged {
  correct: boolean;
  correctOption: number;
}

const baseURL = process.env.E2E_BASE_URL ?? 'http://127.0.0.1:3100';

/** Answers one served question through the API (as the site would) and returns the verdict. */
async function answerByApi(request: APIRequestContext, option = 0) {
  const served = (await (await request.get('/api/quiz/next')).json()) as Served;
  const response = await request.post('/api/quiz/answers', {
    data: { questionId: served.id, option, servedToken: served.servedToken, timeZone: 'UTC' },
    headers: { origin: new URL(baseURL).origin },
  });
  expect(response.status()).toBe(200);
  return { served, judged: (await response.json()) as Judged };
}

/**
 * The right option of every question, learnt the way any reader learns it: a helper account
 * answers each question once and reads the service's verdict. Nothing is hard-coded.
 */
async function learnAnswers(): Promise<Map<string, number>> {
  const request = await playwrightRequest.newContext({ baseURL });
  const helper = newReader('quizkey');
  await signUpByApi(request, helper);
  await logInByApi(request, helper);
  const answers = new Map<string, number>();
  // Unanswered questions come first, so a repeat means every question has been seen.
  for (let i = 0; i < 500; i++) {
    const { served, judged } = await answerByApi(request);
    if (answers.has(served.id)) break;
    answers.set(served.id, judged.correctOption);
  }
  await request.dispose();
  return answers;
}

/**
 * The question on the card, once it is there and is not `previous`: the first one comes with the
 * server-rendered page, later ones from the browser's own requests.
 */
async function shownQuestionId(page: Page, answers: Map<string, number>, previous?: string) {
  const card = page.locator(
    previous
      ? `.quiz-card[data-question-id]:not([data-question-id="${previous}"])`
      : '.quiz-card[data-question-id]',
  );
  await expect(card).toBeVisible();
  const id = (await card.getAttribute('data-question-id')) as string;
  expect(answers.has(id)).toBe(true);
  return { id };
}

test.describe('Quiz', () => {
  test('a visitor sees a question, and is sent to log in when answering', async ({ page }) => {
    await openPage(page, '/quizzes');
    await expect(page.getByRole('heading', { level: 1, name: 'Quiz' })).toBeVisible();
    await expect(page.getByText('Test your knowledge and gain valuable insights')).toBeVisible();
    await expect(page.getByText('You need to log in to view this content')).toBeVisible();

    await page.getByRole('button', { name: 'Next', exact: true }).click();
    await expect(
      page.getByRole('alert').filter({ hasText: 'Please select an option!' }),
    ).toBeVisible();

    await page.locator('.quiz-card__options button').first().click();
    await expect(page).toHaveURL(/\/login\?redirect=(%2F|\/)quizzes$/);
  });

  test.describe('on a phone', () => {
    test.use({ viewport: { width: 390, height: 800 } });

    test("the dashboard's code comes when the reader scrolls to it, and after coming back", async ({
      page,
    }) => {
      const dashboardCode: string[] = [];
      page.on('request', (request) => {
        if (/\/assets\/ScoreDashboard-[^/]+\.js$/.test(request.url()))
          dashboardCode.push(request.url());
      });
      await openPage(page, '/quizzes');
      await expect(page.locator('.quiz-card__options button').first()).toBeVisible();
      // The server's dashboard is on the page, its code not yet asked for.
      await expect(page.getByText('You need to log in to view this content')).toBeAttached();
      await page.waitForLoadState('networkidle');
      expect(dashboardCode).toEqual([]);

      // Away and back inside the site before scrolling: the browser renders it itself.
      await page.getByRole('button', { name: 'Open menu' }).click();
      await page
        .getByRole('navigation', { name: 'Mobile' })
        .getByRole('link', { name: 'Publications' })
        .click();
      await expect(page.getByRole('heading', { level: 1, name: 'Publications' })).toBeVisible();
      await page.goBack();
      await expect(page).toHaveURL(/\/quizzes$/);
      await expect(page.getByText('You need to log in to view this content')).toBeVisible();
      await expect.poll(() => dashboardCode.length).toBe(1);
    });

    test('scrolling to the dashboard brings its code', async ({ page }) => {
      const dashboardCode: string[] = [];
      page.on('request', (request) => {
        if (/\/assets\/ScoreDashboard-[^/]+\.js$/.test(request.url()))
          dashboardCode.push(request.url());
      });
      await openPage(page, '/quizzes');
      await page.waitForLoadState('networkidle');
      expect(dashboardCode).toEqual([]);
      await page.locator('.quiz-dashboard__charts').scrollIntoViewIfNeeded();
      await expect.poll(() => dashboardCode.length).toBe(1);
    });
  });

  test('a reader answers right and wrong, sees the dashboard and the history update', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    const answers = await learnAnswers();
    const reader = newReader('quiz');
    await signUpByApi(page.request, reader);
    await logInByApi(page.request, reader);

    // A right answer: green, "Correct!", the explanation, the counter.
    await openPage(page, '/quizzes');
    const first = await shownQuestionId(page, answers);
    const right = answers.get(first.id) as number;
    const options = page.locator('.quiz-card__options button');
    await options.nth(right).click();
    await expect(options.nth(right)).toHaveClass(/is-correct/);
    await expect(options.nth(right)).toContainText('Your answer, correct');
    await expect(page.getByRole('heading', { name: 'Explanation of the Answer' })).toBeVisible();
    await expect(page.getByText('Correct!')).toBeVisible();
    // react-confetti's canvas, fetched with this first right answer, over the page for 3 s.
    const confetti = page.locator('canvas.quiz-confetti');
    await expect(confetti).toBeVisible();
    await expect(confetti).toHaveAttribute('aria-hidden', 'true');
    await expect(confetti).toHaveCount(0, { timeout: 6_000 });
    await expect(page.locator('.quiz-card__counter')).toHaveText('Answered: 1');
    // The dashboard comes to life when the reader scrolls to it, and its charts are drawn
    // once they come near the screen.
    await page.locator('.quiz-dashboard__charts').scrollIntoViewIfNeeded();
    const today = page.getByRole('listitem', { name: 'Current Day' });
    await expect(today).toContainText('100.00%');
    await expect(page.locator('.quiz-chart--month canvas')).toBeVisible();
    await expect(page.getByText(`Hi ${reader.name}, Welcome to Dashboard`)).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);

    // Further clicks change nothing.
    await options.nth(right === 0 ? 1 : 0).click({ force: true });
    await expect(options.nth(right === 0 ? 1 : 0)).not.toHaveClass(/is-wrong/);

    // A wrong answer: red with a cross, the right one green.
    await page.getByRole('button', { name: 'Next', exact: true }).click();
    const second = await shownQuestionId(page, answers, first.id);
    expect(second.id).not.toBe(first.id);
    const secondRight = answers.get(second.id) as number;
    const wrong = secondRight === 0 ? 1 : 0;
    await options.nth(wrong).click();
    await expect(options.nth(wrong)).toHaveClass(/is-wrong/);
    await expect(options.nth(wrong)).toContainText('✗');
    await expect(options.nth(wrong)).toContainText('Your answer, wrong');
    await expect(options.nth(secondRight)).toHaveClass(/is-correct/);
    await expect(page.locator('.quiz-card__counter')).toHaveText('Answered: 2');
    await expect(today).toContainText('50.00%');
    await expect(page.locator('.quiz-dashboard__all')).toHaveText('All Question: 2');

    // The history: newest first, with badges; then more answers make a second page.
    await page.getByRole('link', { name: 'View' }).click();
    await expect(page).toHaveURL(/\/all-quiz-analytics$/);
    const cards = page.locator('.quiz-history-card');
    await expect(cards).toHaveCount(2);
    await expect(cards.nth(0).locator('.quiz-badge')).toHaveText('Incorrect');
    await expect(cards.nth(1).locator('.quiz-badge')).toHaveText('Correct');
    await expect(cards.nth(0)).toContainText('Quiz ID: 1');
    await expect(cards.nth(0).locator('time')).toHaveText(/^\d{2}\/\d{2}\/\d{4}$/);
    await expect(page.getByRole('link', { name: 'Play More Quiz' })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);

    for (let i = 0; i < 10; i++) await answerByApi(page.request);
    await page.reload();
    await expect(cards).toHaveCount(10);
    await page.getByRole('button', { name: 'Page 2' }).click();
    await expect(page).toHaveURL(/page=2/);
    await expect(cards).toHaveCount(2);
    await expect(cards.nth(1)).toContainText('Quiz ID: 12');
    await expect(cards.nth(1).locator('.quiz-badge')).toHaveText('Correct');
  });

  test('the first question comes with the page, and coming back shows a new one', async ({
    page,
  }) => {
    const answers = await learnAnswers();
    const reader = newReader('quizback');
    await signUpByApi(page.request, reader);
    const asked: string[] = [];
    page.on('request', (r) => {
      if (r.url().includes('/api/quiz/next')) asked.push(r.url());
    });

    // A visitor's question is rendered by the server: the browser does not ask for it.
    await openPage(page, '/quizzes');
    await shownQuestionId(page, answers);
    expect(asked).toEqual([]);

    // The same page for a signed-in reader leaves the question to their browser, which asks
    // once for one of their own (docs/architecture.md, "How the web server answers a page").
    await logInByApi(page.request, reader);
    await openPage(page, '/quizzes');
    const first = await shownQuestionId(page, answers);
    expect(asked).toHaveLength(1);
    const options = page.locator('.quiz-card__options button');
    await options.nth(answers.get(first.id) as number).click();
    await expect(page.locator('.quiz-card__counter')).toHaveText('Answered: 1');

    // Away and back without reloading: unanswered questions come first, so not the first again.
    await page.getByRole('link', { name: 'View' }).click();
    await expect(page).toHaveURL(/\/all-quiz-analytics$/);
    await page.getByRole('link', { name: 'Play More Quiz' }).click();
    await expect(page).toHaveURL(/\/quizzes$/);
    const again = await shownQuestionId(page, answers);
    expect(again.id).not.toBe(first.id);
    await expect(page.locator('.quiz-card__counter')).toHaveText('Answered: 0');
  });

  test.describe('when the service fails', () => {
    // The save fails on purpose: the browser logs the 502, and the player logs why (a failed
    // save is logged as well as shown).
    test.use({
      expectedConsoleErrors:
        /^console: (Failed to load resource: .* 502 .*\/api\/quiz\/answers\)$|Error while saving quiz: ApiRequestError: The content service did not answer\.)/,
    });

    test('a failed save says "Error while saving quiz:" with the reason and lets the reader retry', async ({
      page,
    }) => {
      const reader = newReader('quizfail');
      await signUpByApi(page.request, reader);
      await logInByApi(page.request, reader);
      await page.route('**/api/quiz/answers', (route) =>
        route.fulfill({
          status: 502,
          json: {
            error: { code: 'CMS_UNAVAILABLE', message: 'The content service did not answer.' },
          },
        }),
      );
      await openPage(page, '/quizzes');
      const options = page.locator('.quiz-card__options button');
      await options.first().click();
      await expect(
        page
          .getByRole('alert')
          .filter({ hasText: 'Error while saving quiz: The content service did not answer.' }),
      ).toBeVisible();
      await expect(options.first()).not.toHaveAttribute('aria-disabled', 'true');
      await expect(page.locator('.quiz-card__counter')).toHaveText('Answered: 0');
    });
  });

  test('the history asks visitors to log in first and a new reader to play', async ({ page }) => {
    await page.goto('/all-quiz-analytics');
    await expect(page).toHaveURL(/\/login\?redirect=(%2F|\/)all-quiz-analytics$/);

    const reader = newReader('quiznew');
    await signUpByApi(page.request, reader);
    await logInByApi(page.request, reader);
    await openPage(page, '/all-quiz-analytics');
    await expect(page.getByText('No quiz played yet')).toBeVisible();
    await page.getByRole('link', { name: 'Play Quiz' }).click();
    await expect(page).toHaveURL(/\/quizzes$/);
  });

  test('/your-move is the dashboard, with chart.js loaded only there', async ({ page }) => {
    const scripts: string[] = [];
    page.on('response', (r) => {
      if (r.request().resourceType() === 'script') scripts.push(r.url());
    });
    await page.goto('/');
    await page.waitForLoadState('networkidle');
    const chartChunkOnHome = scripts.some((url) => /chart|DashboardCharts/i.test(url));
    expect(chartChunkOnHome).toBe(false);

    await openPage(page, '/your-move');
    await expect(page).toHaveTitle(/Track Your Score/);
    await expect(page.getByRole('heading', { level: 1, name: 'Track Your Score' })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    for (const period of ['Current Day', 'Current Week', 'Current Month', 'Current Year'])
      await expect(page.getByRole('listitem', { name: period })).toContainText('0.00%');
    await page
      .getByRole('region', { name: 'Login required' })
      .getByRole('link', { name: 'Login' })
      .click();
    await expect(page).toHaveURL(/\/login/);
  });
});
