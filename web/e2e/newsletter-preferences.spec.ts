import { expect, test, type APIRequestContext } from '@playwright/test';
import { newReader, waitForMail } from './support/accounts';

// A reader's preferences change what they receive: from the link in the welcome email (no
// login), they follow only Spaceflight; an emailed Aviation article then passes them by while
// a Spaceflight one arrives. Then they choose the weekly digest only, and no article reaches
// them. Articles are emailed through the quiz-service's internal API, as the CMS does.

const quizUrl = () => process.env.E2E_QUIZ_URL ?? 'http://127.0.0.1:4000';
const secret = () => {
  const value = process.env.E2E_NEWSLETTER_SECRET;
  if (!value) throw new Error('Set E2E_NEWSLETTER_SECRET (the test stack does).');
  return value;
};

/** A confirmed subscriber and the preferences link of their welcome email. */
async function confirmedSubscriber(request: APIRequestContext) {
  const reader = newReader('prefs');
  const since = new Date(Date.now() - 1000);
  const headers = { 'x-forwarded-for': reader.address };
  const subscribed = await request.post('/api/newsletter/subscribe', {
    headers,
    data: { email: reader.email },
  });
  expect(subscribed.status()).toBe(200);
  const confirmation = await waitForMail(
    reader.email,
    'Confirm your subscription to the Apogee newsletter',
    since,
  );
  const token = /\/newsletter\/confirm\?token=([\w-]+)/.exec(confirmation.text)?.[1];
  expect(
    (await request.post('/api/newsletter/confirm', { headers, data: { token } })).status(),
  ).toBe(200);
  const welcome = await waitForMail(reader.email, 'Welcome to the Apogee newsletter', since);
  const link = /https?:\/\/\S+\/newsletter\/preferences\?token=[\w-]+/.exec(welcome.text)?.[0];
  if (!link) throw new Error('no preferences link in the welcome email');
  return { reader, path: new URL(link).pathname + new URL(link).search };
}

/** Emails an article of `topic` to its readers and waits until the send has finished. */
async function emailArticle(request: APIRequestContext, topic: string, subject: string) {
  const headers = { authorization: `Bearer ${secret()}` };
  const created = await request.post(`${quizUrl()}/api/internal/newsletter/sends`, {
    headers,
    data: {
      kind: 'article',
      dedupeKey: `article:e2e-${topic}-${Date.now()}`,
      subject,
      html: `<p>${subject}</p><a href="{{preferences_url}}">Preferences</a> <a href="{{unsubscribe_url}}">Unsubscribe</a>`,
      text: `${subject}\nPreferences: {{preferences_url}}\nUnsubscribe: {{unsubscribe_url}}`,
      audience: { topics: [topic], rhythm: 'each' },
    },
  });
  expect(created.status()).toBe(201);
  const { id } = (await created.json()) as { id: string };
  await expect
    .poll(
      async () => {
        const report = await request.get(`${quizUrl()}/api/internal/newsletter/sends/${id}`, {
          headers,
        });
        return ((await report.json()) as { status: string }).status;
      },
      { timeout: 90_000 },
    )
    .toBe('finished');
}

/** Whether a mail with this subject reached the reader since `since` (the send has finished). */
const received = (to: string, subject: string, since: Date) =>
  waitForMail(to, subject, since).then(
    () => true,
    () => false,
  );

test.describe('newsletter preferences', () => {
  test.describe.configure({ timeout: 240_000 });

  test("a reader's choices from the email's link decide which emails reach them", async ({
    page,
    request,
  }) => {
    const { reader, path } = await confirmedSubscriber(request);

    const answer = await page.goto(path);
    expect(answer?.headers()['cache-control']).toBe('private, no-store');
    // The page's own form (the footer's subscription form has a rhythm too).
    const preferences = page.getByRole('region', { name: 'Newsletter preferences' });
    await expect(preferences.getByText(reader.email)).toBeVisible();
    // No topic ticked: every topic. The reader keeps only Spaceflight.
    await expect(preferences.getByLabel('Aviation', { exact: true })).not.toBeChecked();
    await preferences.getByLabel('Spaceflight', { exact: true }).check();
    await preferences.getByLabel('Each new article', { exact: true }).check();
    await preferences.getByRole('button', { name: 'Save' }).click();
    await expect(preferences.getByText('Your newsletter preferences are saved.')).toBeVisible();

    await page.reload();
    await expect(preferences.getByLabel('Spaceflight', { exact: true })).toBeChecked();
    await expect(preferences.getByLabel('Aviation', { exact: true })).not.toBeChecked();

    const since = new Date(Date.now() - 1000);
    const aviation = `Aviation news ${Date.now()}`;
    const spaceflight = `Spaceflight news ${Date.now()}`;
    await emailArticle(request, 'aviation', aviation);
    await emailArticle(request, 'spaceflight', spaceflight);
    expect(await received(reader.email, spaceflight, since)).toBe(true);
    expect(await received(reader.email, aviation, since)).toBe(false);

    // The weekly digest only: no emailed article at all, even of a followed topic.
    await preferences.getByLabel('The weekly digest only').check();
    await preferences.getByRole('button', { name: 'Save' }).click();
    await expect(preferences.getByText('Your newsletter preferences are saved.')).toBeVisible();
    const later = `Spaceflight again ${Date.now()}`;
    await emailArticle(request, 'spaceflight', later);
    expect(await received(reader.email, later, since)).toBe(false);
  });

  test('a cut or wrong link says so', async ({ page }) => {
    await page.goto(`/newsletter/preferences?token=${'x'.repeat(43)}`);
    await expect(page.getByText('This link is invalid or has expired.')).toBeVisible();
    await page.goto('/newsletter/preferences');
    await expect(page.getByText('This link is invalid or has expired.')).toBeVisible();
  });
});
