import { request as playwrightRequest, type APIRequestContext, type Page } from '@playwright/test';
import pg from 'pg';
import { seriousViolations } from './support/axe';
import { magazines, newestBlogs } from './support/cms';
import { logInByApi, newReader, signUpByApi, type Reader } from './support/accounts';
import { expect, openPage, test } from './support/test';

// The quiz's learning loop as readers meet it: the daily challenge and its share, the quiz at
// the end of an article, reviews that come back and streaks that forgive. Days pass by moving
// the reader's rows back in PostgreSQL (E2E_DATABASE_URL), never by waiting.

const baseURL = process.env.E2E_BASE_URL ?? 'http://127.0.0.1:3100';
const databaseUrl = process.env.E2E_DATABASE_URL;
const origin = new URL(baseURL).origin;
const DAY_MS = 24 * 60 * 60 * 1000;

interface Served {
  id: string;
  question: string;
  options: string[];
  servedToken: string;
}
interface Judged {
  correct: boolean;
  correctOption: number;
  relatedArticle: { slug: string; title: string } | null;
}

// Days are the reader's: the browser and the API calls both use UTC.
test.use({ timezoneId: 'UTC' });

/** Serves one question through the API and answers it with `option`. */
async function answerByApi(request: APIRequestContext, option: number, exclude?: string) {
  const query = new URLSearchParams({ timeZone: 'UTC', ...(exclude ? { exclude } : {}) });
  const served = (await (await request.get(`/api/quiz/next?${query}`)).json()) as Served;
  const response = await request.post('/api/quiz/answers', {
    data: { questionId: served.id, option, servedToken: served.servedToken, timeZone: 'UTC' },
    headers: { origin },
  });
  expect(response.status()).toBe(200);
  return { served, judged: (await response.json()) as Judged };
}

async function signedInReader(page: Page, label: string): Promise<Reader> {
  const reader = newReader(label);
  await signUpByApi(page.request, reader);
  await logInByApi(page.request, reader);
  return reader;
}

/**
 * Runs `work` on the reader's rows with a PostgreSQL client of the stack's database, then
 * bumps the reader's answer version: the service keeps a reader's answer days and review boxes
 * in memory under that version, and rows moved behind its back must not be read from there.
 */
async function withReaderRows(
  reader: Reader,
  work: (db: pg.Client, userId: string) => Promise<void>,
): Promise<void> {
  const db = new pg.Client({ connectionString: databaseUrl });
  await db.connect();
  try {
    const user = await db.query<{ id: string }>('select id from users where username = $1', [
      reader.username,
    ]);
    const userId = user.rows[0]?.id;
    expect(userId, `the account ${reader.username}`).toBeTruthy();
    await work(db, userId as string);
    await db.query('update quiz_answer_versions set version = version + 1 where user_id = $1', [
      userId,
    ]);
  } finally {
    await db.end();
  }
}

test.describe('Daily challenge', () => {
  test('a visitor plays and shares it, then signs up and finds the result on the dashboard', async ({
    page,
    context,
  }) => {
    // No share sheet on this browser: Share copies the link, as on most desktops.
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin });
    await context.addInitScript(() => {
      Object.defineProperty(Navigator.prototype, 'share', { value: undefined });
    });
    await openPage(page, '/daily');
    await expect(page.getByRole('heading', { level: 1, name: 'Daily Challenge' })).toBeVisible();

    // Played with the keyboard alone: an option and Next, each focused and pressed.
    for (let question = 1; question <= 5; question++) {
      const card = page.locator('.quiz-card[data-question-id]');
      await expect(card).toBeVisible();
      await card.locator('.quiz-card__options button').first().focus();
      await page.keyboard.press('Enter');
      await expect(page.getByRole('heading', { name: 'Explanation of the Answer' })).toBeVisible();
      await expect(page.locator('.quiz-card__counter')).toHaveText(`Answered: ${question}`);
      await page.getByRole('button', { name: 'Next', exact: true }).focus();
      await page.keyboard.press('Enter');
    }

    const title = page.getByRole('heading', { level: 2, name: /Daily #\d+ [0-5]\/5$/ });
    await expect(title).toBeVisible();
    // The pressed button is gone: the reader lands on their result.
    await expect(title).toBeFocused();
    const titleText = (await title.textContent()) as string;
    const grid = page.getByTestId('daily-grid').locator('[aria-hidden="true"]');
    await expect(grid).toHaveText(/^[🟩🟥]{5}$/u);
    const gridText = (await grid.textContent()) as string;
    expect(await seriousViolations(page)).toEqual([]);
    const right = Number(/ (\d)\/5$/.exec(titleText)?.[1]);
    expect([...gridText].filter((square) => square === '🟩')).toHaveLength(right);

    await page.getByRole('button', { name: 'Share' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Link copied' })).toHaveText(
      'Link copied: paste it to a friend.',
    );
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(copied).toContain(titleText);
    expect(copied).toContain(gridText);
    const shareUrl = /https?:\/\/\S+\/daily\/result\/\S+/.exec(copied)?.[0] as string;
    expect(shareUrl).toBeTruthy();

    // Played already: coming back shows the result, not the questions again.
    await openPage(page, '/daily');
    await expect(page.getByRole('heading', { level: 2, name: titleText })).toBeVisible();
    await expect(page.locator('.quiz-card[data-question-id]')).toHaveCount(0);

    // The shared page: public, with the picture for link previews.
    const sharePath = new URL(shareUrl).pathname;
    await openPage(page, sharePath);
    await expect(page.getByRole('heading', { level: 1, name: titleText })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Play today’s challenge' })).toBeVisible();
    // Played with a visitor cookie only: the page does not pass it off as an account's play.
    await expect(page.getByTestId('daily-played')).toHaveText('Played as a visitor');
    const ogImage = page.locator('meta[property="og:image"]');
    await expect(ogImage).toHaveAttribute('content', /\/og\.png$/);
    const picture = await page.request.get(`${sharePath}/og.png`);
    expect(picture.status()).toBe(200);
    expect(picture.headers()['content-type']).toBe('image/png');
    expect(picture.headers()['cache-control']).toContain('max-age');
    const png = await picture.body();
    expect(png.readUInt32BE(16)).toBe(1200);
    expect(png.readUInt32BE(20)).toBe(630);
    expect((await page.request.get('/daily/result/no-such-result')).status()).toBe(404);

    // Signing up keeps the result: the visitor's plays move to the new account.
    await openPage(page, '/daily');
    await page.getByRole('link', { name: 'Sign up to keep your result' }).click();
    await expect(page).toHaveURL(/\/login\?redirect=(%2F|\/)your-move$/);
    await signedInReader(page, 'daily');
    await openPage(page, '/your-move');
    const daily = page.getByRole('region', { name: /Daily challenge #\d+/ });
    await expect(daily.getByText(titleText)).toBeVisible();
    await expect(daily.getByText(gridText)).toBeAttached();
    expect(await seriousViolations(page)).toEqual([]);
  });
});

test.describe('Test yourself', () => {
  test('a signed-in reader answers the quiz at the end of an article, kept in their history', async ({
    page,
  }) => {
    await signedInReader(page, 'inline');
    // An article with questions: the one a served question teaches from (answered by another
    // reader, so this one's history starts empty).
    const helper = await playwrightRequest.newContext({ baseURL });
    const other = newReader('inlinehelp');
    await signUpByApi(helper, other);
    await logInByApi(helper, other);
    let slug: string | undefined;
    for (let i = 0; i < 30 && !slug; i++)
      slug = (await answerByApi(helper, 0)).judged.relatedArticle?.slug;
    await helper.dispose();
    expect(slug, 'a quiz question related to an article').toBeTruthy();

    await openPage(page, `/${slug}`);
    const quiz = page.getByRole('region', { name: 'Test yourself' });
    // The quiz loads only as the reader nears the end of the article.
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await expect(quiz).toBeVisible();
    const question = (await quiz.locator('.quiz-card__question').textContent()) as string;
    await quiz.locator('.quiz-card__options button').first().click();
    await expect(
      quiz.getByText(/^(Correct!|Wrong: the right answer is option \d+\.)$/),
    ).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`/${slug}$`));
    expect(await seriousViolations(page)).toEqual([]);

    await openPage(page, '/all-quiz-analytics');
    await expect(page.locator('.quiz-history-card').first()).toContainText(question);
  });
});

test.describe('Test yourself, to the last question', () => {
  test('keeps its room before it comes, has no Next on its last question and counts the score', async ({
    page,
  }) => {
    // The article whose quiz is shortest (one question, where there is one), and the right
    // option of each of its questions, learnt as a visitor learns it (tries are not kept).
    let chosen: { slug: string; questions: Served[] } | undefined;
    for (const blog of await newestBlogs(100)) {
      const quiz = (await (
        await page.request.get(`/api/quiz/for/article/${blog.slug}`)
      ).json()) as {
        questions: Served[];
      };
      if (quiz.questions.length > 0 && quiz.questions.length < (chosen?.questions.length ?? 99))
        chosen = { slug: blog.slug, questions: quiz.questions };
    }
    if (!chosen) throw new Error('No article has quiz questions.');
    const right = new Map<string, number>();
    for (const question of chosen.questions) {
      const tried = await page.request.post('/api/quiz/try', {
        data: { questionId: question.id, option: 0 },
        headers: { origin },
      });
      right.set(question.id, ((await tried.json()) as Judged).correctOption);
    }

    await openPage(page, `/${chosen.slug}`);
    const related = page.getByRole('heading', { name: 'Related posts' });
    const topOf = (locator: typeof related) =>
      locator.evaluate((element) => element.getBoundingClientRect().top + window.scrollY);
    const before = await topOf(related);
    const quiz = page.getByRole('region', { name: 'Test yourself' });
    await expect(quiz).toHaveCount(0);
    // The quiz comes as the reader nears it: what follows it stays where it was.
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await expect(quiz.locator('.quiz-card[data-question-id]')).toBeVisible();
    const quizHeight = await quiz.evaluate((element) => element.getBoundingClientRect().height);
    expect(Math.abs((await topOf(related)) - before)).toBeLessThan(quizHeight / 10);

    for (const [index, question] of chosen.questions.entries()) {
      const card = quiz.locator(`.quiz-card[data-question-id="${question.id}"]`);
      await card.locator('.quiz-card__options button').nth(right.get(question.id)!).click();
      await expect(card.getByText('Correct!')).toBeVisible();
      // The quiz is under this article: no "Read more" leading back to it.
      await expect(card.getByRole('link', { name: /./ })).toHaveCount(0);
      const last = index === chosen.questions.length - 1;
      if (!last) await card.getByRole('button', { name: 'Next' }).click();
    }
    await expect(quiz.getByRole('button', { name: 'Next' })).toHaveCount(0);
    await expect(quiz.getByRole('status')).toContainText(
      `${chosen.questions.length} of ${chosen.questions.length} right.`,
    );
    // The last explanation stays with the score.
    await expect(quiz.getByRole('heading', { name: 'Explanation of the Answer' })).toBeVisible();
  });
});

test.describe('Test yourself on a magazine issue', () => {
  test('a visitor answers an issue’s quiz: judged on the page, nothing kept', async ({ page }) => {
    // The seed gives the newest issues a quiz; the first one that has questions is used.
    let slug: string | undefined;
    for (const issue of await magazines()) {
      const quiz = await page.request.get(`/api/quiz/for/issue/${issue.slug}`);
      if (quiz.ok() && ((await quiz.json()) as { questions: unknown[] }).questions.length > 0) {
        slug = issue.slug;
        break;
      }
    }
    expect(slug, 'a magazine issue with quiz questions').toBeTruthy();
    const tries: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'POST' && request.url().includes('/api/quiz/'))
        tries.push(request.url());
    });

    await openPage(page, `/publications/${slug}`);
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    const quiz = page.getByRole('region', { name: 'Test yourself' });
    await expect(quiz).toBeVisible();
    await quiz.locator('.quiz-card__options button').nth(1).click();
    await expect(
      quiz.getByText(/^(Correct!|Wrong: the right answer is option \d+\.)$/),
    ).toBeVisible();
    await expect(quiz.getByRole('heading', { name: 'Explanation of the Answer' })).toBeVisible();
    expect(tries).toEqual([expect.stringMatching(/\/api\/quiz\/try$/)]);
    await expect(page).toHaveURL(new RegExp(`/publications/${slug}$`));
  });
});

test.describe('Practice', () => {
  test('"Quiz me on" a category serves that category’s questions', async ({ page }) => {
    await signedInReader(page, 'practice');
    await answerByApi(page.request, 0);
    await openPage(page, '/your-move');
    const mastery = page.getByRole('region', { name: 'Mastery', exact: true });
    const quizMe = mastery.getByRole('link', { name: /^Quiz me on / }).first();
    await expect(quizMe).toBeVisible();
    const asked: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/api/quiz/next')) asked.push(request.url());
    });
    await quizMe.click();
    await expect(page).toHaveURL(/\/quizzes\/practice\/[a-z0-9-]+$/);
    const category = new URL(page.url()).pathname.split('/').pop() as string;
    await expect(page.locator('.quiz-card[data-question-id]')).toBeVisible();
    expect(asked.some((url) => new URL(url).searchParams.get('category') === category)).toBe(true);
  });
});

test.describe('Reviews and streaks', () => {
  test.skip(!databaseUrl, 'needs PostgreSQL (E2E_DATABASE_URL) to move answers back by days');

  test('a wrong answer comes back on the day it is due', async ({ page }) => {
    const reader = await signedInReader(page, 'review');
    let wrong: Served | undefined;
    let previous: string | undefined;
    for (let i = 0; i < 40 && !wrong; i++) {
      const { served, judged } = await answerByApi(page.request, 0, previous);
      if (!judged.correct) wrong = served;
      previous = served.id;
    }
    expect(wrong, 'a question answered wrong').toBeTruthy();
    const wrongId = (wrong as Served).id;

    await openPage(page, '/your-move');
    const review = page.getByRole('region', { name: 'Review', exact: true });
    await expect(review.getByText('0 questions due')).toBeVisible();

    // A day later: the reader's answers and boxes one day older.
    await withReaderRows(reader, async (db, id) => {
      await db.query(
        `update quiz_answers set answered_at = answered_at - interval '1 day' where user_id = $1`,
        [id],
      );
      await db.query(
        `update quiz_review_boxes set due_day = due_day - 1, updated_at = updated_at - interval '1 day'
         where user_id = $1 and due_day is not null`,
        [id],
      );
    });

    await openPage(page, '/your-move');
    await expect(review.getByText('1 question due')).toBeVisible();
    await review.getByRole('link', { name: 'Review now' }).click();
    await expect(page).toHaveURL(/\/quizzes$/);
    await expect(page.locator('.quiz-card[data-question-id]')).toHaveAttribute(
      'data-question-id',
      wrongId,
    );
  });

  test('a streak survives one missed day with a freeze', async ({ page }) => {
    const reader = await signedInReader(page, 'streak');
    let previous: string | undefined;
    for (let i = 0; i < 8; i++) previous = (await answerByApi(page.request, 0, previous)).served.id;

    // Seven days in a row from 8 days ago (a freeze earned), yesterday missed, today played.
    await withReaderRows(reader, async (db, userId) => {
      const answers = await db.query<{ id: string }>(
        'select id from quiz_answers where user_id = $1 order by id',
        [userId],
      );
      expect(answers.rows).toHaveLength(8);
      for (const [index, row] of answers.rows.slice(0, 7).entries()) {
        await db.query('update quiz_answers set answered_at = $2 where id = $1', [
          row.id,
          new Date(Date.now() - (8 - index) * DAY_MS),
        ]);
      }
    });

    await openPage(page, '/your-move');
    const streak = page.getByRole('region', { name: 'Streak', exact: true });
    await expect(streak.getByText('8 days in a row')).toBeVisible();
    await expect(streak.getByText('1 missed day covered by a freeze so far.')).toBeVisible();
    await expect(streak.getByText('Longest: 8 days')).toBeVisible();
  });
});
