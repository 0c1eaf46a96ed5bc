import { expect, test, type APIRequestContext } from '@playwright/test';
import { newReader, waitForMail } from './support/accounts';
import { adminApi, adminContext, cmsUrl, newsroomAccount, openInAdmin } from './support/cms-admin';
import { cmsGraphql } from './support/cms';

// A newsletter issue from the newsroom to the inbox: an editor writes it, previews it as it
// will arrive, sends a test to themselves, then sends it; a confirmed subscriber receives it,
// with their own unsubscribe link in place of the placeholder.

const ISSUES = '/content-manager/collection-types/api::newsletter-issue.newsletter-issue';
const paragraph = (text: string) => ({ type: 'paragraph', children: [{ type: 'text', text }] });

/** A confirmed subscriber, through the service's API (the form has its own journey). */
async function confirmedSubscriber(request: APIRequestContext) {
  const reader = newReader('issue');
  const since = new Date(Date.now() - 1000);
  const subscribed = await request.post('/api/newsletter/subscribe', {
    headers: { 'x-forwarded-for': reader.address },
    data: { name: 'Valentina', email: reader.email },
  });
  expect(subscribed.status()).toBe(200);
  const mail = await waitForMail(
    reader.email,
    'Confirm your subscription to the Apogee newsletter',
    since,
  );
  const token = /\/newsletter\/confirm\?token=([\w-]+)/.exec(mail.text)?.[1];
  const confirmed = await request.post('/api/newsletter/confirm', {
    headers: { 'x-forwarded-for': reader.address },
    data: { token },
  });
  expect(confirmed.status()).toBe(200);
  return reader;
}

/** The mail once the sender has delivered it (a send is prepared and sent in the background). */
async function mailArriving(to: string, subject: string, since: Date) {
  let found: Awaited<ReturnType<typeof waitForMail>> | null = null;
  await expect
    .poll(
      async () => {
        found = await waitForMail(to, subject, since).catch(() => null);
        return found !== null;
      },
      { timeout: 90_000 },
    )
    .toBe(true);
  return found as unknown as Awaited<ReturnType<typeof waitForMail>>;
}

test.describe('a newsletter issue', () => {
  // The admin is a large single-page app: a journey through it takes tens of seconds.
  test.describe.configure({ timeout: 300_000 });

  test('an editor writes, previews, tests and sends it; a subscriber receives it', async ({
    browser,
    request,
  }) => {
    const subscriber = await confirmedSubscriber(request);
    const editor = await adminApi('CMS_SEED_EDITOR');
    const { blogs } = await cmsGraphql<{ blogs: { documentId: string; title: string }[] }>(
      'query { blogs(sort: ["publishedAt:desc"], pagination: { limit: 1 }) { documentId title } }',
    );
    const article = blogs[0]!;
    const subject = `Apogee weekly ${Date.now()}: the long way up`;
    const created = await editor<{ data: { documentId: string } }>('POST', ISSUES, {
      subject,
      preheader: 'Three stories from the launch pad',
      intro: [paragraph('Dear readers, the hangar doors are open again.')],
      articles: { connect: [{ documentId: article.documentId }] },
    });
    const issuePath = `${cmsUrl}/admin/content-manager/collection-types/api::newsletter-issue.newsletter-issue/${created.data.documentId}`;

    const admin = await (await adminContext(browser, 'CMS_SEED_EDITOR')).newPage();
    await openInAdmin(admin, issuePath);
    await expect(admin.getByText('1 published article (at most 20)')).toBeVisible({
      timeout: 30_000,
    });

    // The preview: the HTML in a frame at phone width, and the plain text.
    await admin.getByRole('button', { name: 'Preview' }).click();
    const dialog = admin.getByRole('dialog', { name: 'Preview of the e-mail' });
    const phone = dialog.frameLocator('iframe[title="The e-mail on a phone"]');
    await expect(phone.getByRole('heading', { name: subject })).toBeVisible({ timeout: 30_000 });
    await expect(phone.getByRole('link', { name: article.title }).first()).toBeVisible();
    await dialog.getByRole('tab', { name: 'Plain text' }).click();
    await expect(dialog.getByText('Dear readers, the hangar doors are open again.')).toBeVisible();
    await admin.keyboard.press('Escape');
    await expect(dialog).toBeHidden();

    // A test to the signed-in editor.
    const since = new Date(Date.now() - 1000);
    await admin.getByRole('button', { name: 'Send a test to me' }).click();
    const editorEmail = newsroomAccount('CMS_SEED_EDITOR').email;
    await expect(admin.getByText(`Test email sent to ${editorEmail}.`)).toBeVisible();
    const testMail = await mailArriving(editorEmail, `[Test] ${subject}`, since);
    expect(testMail.text).toContain('Dear readers, the hangar doors are open again.');

    // Send now, after the confirmation.
    await admin.getByRole('button', { name: 'Send now' }).click();
    await expect(admin.getByRole('alertdialog')).toContainText('It goes to every confirmed');
    await admin.getByRole('button', { name: 'Confirm' }).click();
    await expect(admin.getByText('Sending. Follow it in Newsletter sends.')).toBeVisible();
    await expect(admin.getByText(/^Sent on .* by /)).toBeVisible();
    await expect(admin.getByRole('button', { name: 'Send now' })).toHaveCount(0);

    const received = await mailArriving(subscriber.email, subject, since);
    expect(received.text).toContain(article.title);
    expect(received.text).toContain('Dear readers, the hangar doors are open again.');
    expect(received.text).not.toContain('{{unsubscribe_url}}');
    expect(received.text).toMatch(/Unsubscribe: https?:\/\/\S+/);

    // The send's report.
    await admin.getByRole('link', { name: 'See its report in Newsletter sends' }).click();
    const report = admin.getByRole('article', { name: subject });
    await expect(report).toContainText('Recipients');
    await expect(report).toContainText('Sent', { timeout: 60_000 });
  });
});
