import { request as playwrightRequest, type APIRequestContext, type Page } from '@playwright/test';
import { logInByApi, newReader, signUpByApi, type Reader } from './support/accounts';
import { expect, openPage, test } from './support/test';

// Pages for everyone (docs/architecture.md, "How the web server answers a page"): a signed-in
// reader gets the same kept page as a visitor, and their browser fills in their own parts.

const baseURL = process.env.E2E_BASE_URL ?? 'http://127.0.0.1:3100';
const ARTICLE = '/lunar-water-ice';
/** Pages for everyone a reader moves between, and what each must show to anyone. */
const PUBLIC_PAGES = [
  '/',
  ARTICLE,
  '/category/spaceflight',
  '/publications',
  '/stories',
  '/quizzes',
  '/search?discover=space',
];

const header = (page: Page) => page.getByRole('banner');
const accountButton = (page: Page, reader: Reader) =>
  header(page).getByRole('button', { name: reader.name });

/** A request context of its own (cookies apart from the page's), as a reader who accepted cookies. */
async function readerRequest(): Promise<APIRequestContext> {
  return playwrightRequest.newContext({
    baseURL,
    extraHTTPHeaders: { cookie: 'cookieAccepted=true' },
  });
}

async function signedInRequest(reader: Reader): Promise<APIRequestContext> {
  const request = await playwrightRequest.newContext({ baseURL });
  await signUpByApi(request, reader);
  await logInByApi(request, reader);
  return request;
}

/** What a reader's data looks like in a page: any of these in HTML meant for others is a leak. */
const traces = (reader: Reader) => [reader.name, reader.username, reader.email];

/** How a page for everyone may be kept: by the browser until it asks again, by caches a period. */
const SHARED_CACHE_CONTROL =
  'public, max-age=0, s-maxage=30, stale-while-revalidate=300, stale-if-error=86400';

/**
 * Watches the page from its first byte: whether a visitor's Login button or quiz overlay was
 * ever in it, and which layout shifts moved something in the header.
 */
async function watchForWrongState(page: Page) {
  await page.addInitScript(() => {
    const seen = { login: false, overlay: false, headerShifts: 0 };
    (window as unknown as { seen: typeof seen }).seen = seen;
    new MutationObserver(() => {
      if (document.querySelector('.site-header__login')) seen.login = true;
      if (document.querySelector('.quiz-login-overlay')) seen.overlay = true;
    }).observe(document, { childList: true, subtree: true });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & {
        sources?: { node?: Node }[];
      })[]) {
        const inHeader = (entry.sources ?? []).some(
          (source) => source.node instanceof Element && source.node.closest('.site-header'),
        );
        if (inHeader) seen.headerShifts += 1;
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
  return () =>
    page.evaluate(
      () =>
        (window as unknown as { seen: { login: boolean; overlay: boolean; headerShifts: number } })
          .seen,
    );
}

test.describe('The same page for everyone', () => {
  test.describe.configure({ timeout: 60_000 });

  test('two signed-in readers get the same bytes of one kept article, a visitor another', async () => {
    const one = newReader('sharedone');
    const two = newReader('sharedtwo');
    const [first, second, visitor] = await Promise.all([
      signedInRequest(one),
      signedInRequest(two),
      readerRequest(),
    ]);
    await first.get(ARTICLE);
    const answers = await Promise.all([first.get(ARTICLE), second.get(ARTICLE)]);
    const pages = [];
    for (const answer of answers) {
      expect(answer.status()).toBe(200);
      expect(answer.headers()['cache-control']).toBe(SHARED_CACHE_CONTROL);
      expect(answer.headers()['surrogate-key']).toContain('article:lunar-water-ice');
      const csp = answer.headers()['content-security-policy'] ?? '';
      expect(csp).toContain("'strict-dynamic' 'sha256-");
      expect(csp).not.toContain('nonce');
      const html = await answer.text();
      for (const trace of [...traces(one), ...traces(two)]) expect(html).not.toContain(trace);
      pages.push({ html, csp, etag: answer.headers().etag });
    }
    const [a, b] = pages as [(typeof pages)[0], (typeof pages)[0]];
    // One render for both: the same bytes, policy and ETag.
    expect(b.html).toBe(a.html);
    expect(b.csp).toBe(a.csp);
    expect(a.etag).toMatch(/^"[\w-]+"$/);
    expect(b.etag).toBe(a.etag);
    // A visitor's kept page is another (no account placeholder), so a browser that kept it
    // revalidates to a new page once signed in instead of a 304.
    const anonymous = await visitor.get(ARTICLE);
    expect(anonymous.headers().etag).not.toBe(a.etag);
    expect(await anonymous.text()).toContain('site-header__login');
    expect(a.html).not.toContain('site-header__login');
    await Promise.all([first.dispose(), second.dispose(), visitor.dispose()]);
  });

  test('a signed-in reader sees their menu on a kept article, without a Login flash or a jump', async ({
    page,
  }) => {
    const reader = newReader('sharedmenu');
    await signUpByApi(page.request, reader);
    await logInByApi(page.request, reader);
    // Kept before this reader asks: the page comes from the shared cache.
    const warm = await readerRequest();
    await warm.get(ARTICLE);
    await warm.dispose();

    const seen = await watchForWrongState(page);
    await openPage(page, ARTICLE);
    await expect(accountButton(page, reader)).toBeVisible();
    await accountButton(page, reader).click();
    await expect(
      header(page).getByRole('menu', { name: 'Account' }).getByRole('menuitem'),
    ).toHaveText(['Profile', 'Edit Profile', 'My Score', 'Quiz History', 'Reading List', 'Logout']);
    expect(await seen()).toEqual({ login: false, overlay: false, headerShifts: 0 });
  });

  test('signing in and out changes the header at once, on navigation and on reload', async ({
    page,
  }) => {
    const reader = newReader('sharedswitch');
    await signUpByApi(page.request, reader);
    // As a visitor first: the browser keeps the visitor's article.
    await openPage(page, ARTICLE);
    await expect(header(page).getByRole('link', { name: 'Login' })).toBeVisible();

    await page.goto(`/login?redirect=${encodeURIComponent(ARTICLE)}`);
    const main = page.getByRole('main');
    await main.getByLabel('Email or Username').fill(reader.username);
    await main.getByLabel('Password', { exact: true }).fill(reader.password);
    await main.getByRole('button', { name: 'Login', exact: true }).click();
    // Client-side navigation back to the article: the menu at once.
    await expect(page).toHaveURL(new RegExp(`${ARTICLE}$`));
    await expect(accountButton(page, reader)).toBeVisible();
    await expect(header(page).getByRole('link', { name: 'Login' })).toHaveCount(0);

    // A full reload must not bring back the visitor's page the browser kept.
    const seen = await watchForWrongState(page);
    await page.reload();
    await expect(accountButton(page, reader)).toBeVisible();
    expect((await seen()).login).toBe(false);

    // Another page for everyone, loaded in full.
    await openPage(page, '/publications');
    await expect(accountButton(page, reader)).toBeVisible();

    await accountButton(page, reader).click();
    await header(page).getByRole('menuitem', { name: 'Logout' }).click();
    await expect(page).toHaveURL(/\/login$/);
    await openPage(page, ARTICLE);
    await expect(header(page).getByRole('link', { name: 'Login' })).toBeVisible();
    await expect(header(page).getByRole('button', { name: reader.name })).toHaveCount(0);
  });

  test('no reader’s name or email reaches another reader or a visitor, in either order', async ({
    browser,
  }) => {
    const one = newReader('leakone');
    const two = newReader('leaktwo');
    const visitor = await readerRequest();
    // Visitors first, then the reader: the reader's pages do not show the visitor's Login.
    for (const path of PUBLIC_PAGES) expect((await visitor.get(path)).status()).toBe(200);
    const first = await signedInRequest(one);
    for (const path of PUBLIC_PAGES) {
      const html = await (await first.get(path)).text();
      expect([path, html.includes('site-header__login')]).toEqual([path, false]);
      for (const trace of traces(one)) expect([path, html.includes(trace)]).toEqual([path, false]);
    }
    // The reader's own page has their data, for them only.
    const profile = await first.get('/profile');
    expect(profile.headers()['cache-control']).toBe('private, no-store');
    expect(profile.headers()['content-security-policy']).toContain("'nonce-");
    expect(await profile.text()).toContain(one.email);

    // Then a visitor and another reader, in browsers, on the same pages.
    const second = await browser.newContext();
    await second.addCookies([{ name: 'cookieAccepted', value: 'true', url: baseURL }]);
    const page = await second.newPage();
    await signUpByApi(page.request, two);
    await logInByApi(page.request, two);
    for (const path of PUBLIC_PAGES) {
      const html = await (await visitor.get(path)).text();
      for (const trace of traces(one)) expect([path, html.includes(trace)]).toEqual([path, false]);
      await page.goto(path);
      const shown = await page.content();
      for (const trace of traces(one)) expect([path, shown.includes(trace)]).toEqual([path, false]);
    }
    await openPage(page, ARTICLE);
    await expect(accountButton(page, two)).toBeVisible();
    const anonymousProfile = await visitor.get('/profile', { maxRedirects: 0 });
    expect(await anonymousProfile.text()).not.toContain(one.email);
    await Promise.all([visitor.dispose(), first.dispose(), second.close()]);
  });

  test('a signed-in reader’s quiz on the kept page: their own unanswered question and their dashboard', async ({
    page,
  }) => {
    const reader = newReader('sharedquiz');
    await signUpByApi(page.request, reader);
    await logInByApi(page.request, reader);
    // Three questions answered already: the page must not offer one of them.
    const answered = new Set<string>();
    for (let i = 0; i < 3; i++) {
      const served = (await (await page.request.get('/api/quiz/next')).json()) as {
        id: string;
        servedToken: string;
      };
      const saved = await page.request.post('/api/quiz/answers', {
        data: {
          questionId: served.id,
          option: 0,
          servedToken: served.servedToken,
          timeZone: 'UTC',
        },
        headers: { origin: new URL(baseURL).origin },
      });
      expect(saved.status()).toBe(200);
      answered.add(served.id);
    }
    const warm = await readerRequest();
    await warm.get('/quizzes');
    await warm.dispose();

    // The page as sent: the question and the dashboard wait for the browser, nothing personal.
    const sent = await (await page.request.get('/quizzes')).text();
    expect(sent).toContain('quiz-card--pending');
    expect(sent).not.toContain('data-question-id');
    expect(sent).not.toContain('quiz-login-overlay');
    expect(sent).not.toContain(reader.name);

    const seen = await watchForWrongState(page);
    await openPage(page, '/quizzes');
    const card = page.locator('.quiz-card[data-question-id]');
    await expect(card).toBeVisible();
    expect(answered.has((await card.getAttribute('data-question-id')) as string)).toBe(false);
    // The dashboard comes to life when the reader scrolls to it.
    await page.locator('.quiz-dashboard').scrollIntoViewIfNeeded();
    await expect(page.getByText(`Hi ${reader.name}, Welcome to Dashboard`)).toBeVisible();
    await expect(page.locator('.quiz-dashboard__all')).toHaveText('All Question: 3');
    expect(await seen()).toEqual({ login: false, overlay: false, headerShifts: 0 });

    // Answering works at once: the reader is known.
    await card.locator('.quiz-card__options button').first().click();
    await expect(page.locator('.quiz-card__counter')).toHaveText('Answered: 1');
    await expect(page.locator('.quiz-dashboard__all')).toHaveText('All Question: 4');
  });
});

test.describe('The scripts a page for everyone may run', () => {
  // The browser reports the refused script in its console: that one error is the point.
  // (Chromium words it "Executing inline script violates…"; older ones "Refused to execute…".)
  const REFUSED = /(Executing inline script violates|Refused to execute inline script)/;
  test.use({ expectedConsoleErrors: REFUSED });

  test('an inline script whose hash the page does not list is refused, and the page still runs', async ({
    page,
  }) => {
    await page.addInitScript(() => {
      const refused: string[] = [];
      (window as unknown as { refused: string[] }).refused = refused;
      document.addEventListener('securitypolicyviolation', (event) =>
        refused.push(event.effectiveDirective),
      );
    });
    // As if a script had been slipped into the page on its way: the policy is the page's own.
    await page.route(`**${ARTICLE}`, async (route) => {
      const response = await route.fetch();
      const html = (await response.text()).replace(
        '</head>',
        '<script>window.injected = true</script></head>',
      );
      // The body is given decoded: its encoding and length go with the original bytes.
      const headers = Object.fromEntries(
        Object.entries(response.headers()).filter(
          ([name]) => name !== 'content-encoding' && name !== 'content-length',
        ),
      );
      await route.fulfill({ response, headers, body: html });
    });
    const refusals: string[] = [];
    page.on('console', (message) => {
      if (REFUSED.test(message.text())) refusals.push(message.text());
    });
    await openPage(page, ARTICLE);
    expect(await page.evaluate(() => (window as { injected?: boolean }).injected)).toBeUndefined();
    expect(await page.evaluate(() => (window as unknown as { refused: string[] }).refused)).toEqual(
      ['script-src-elem'],
    );
    expect(refusals).toHaveLength(1);
    expect(refusals[0]).toContain("'strict-dynamic'");
    // The page's own scripts ran: React took over and the header's menu works.
    await expect(header(page).getByRole('link', { name: 'Login' })).toBeVisible();
  });
});
