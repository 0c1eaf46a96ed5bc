import { expect, test } from './support/test';

// Search is limited per address (the quiz-service's searchPerIp: 60 searches a minute). The
// /search page's render passes the service's refusal on: a 429 with the message, shown on the
// page. The test stack believes one proxy (WEB_TRUSTED_PROXIES=1), so each test names its
// reader's address in X-Forwarded-For, as a load balancer would; the addresses are this
// file's own, so no other journey's searches count.

const MESSAGE = 'Too many searches from your network. Please wait a minute and try again.';

test.describe('Search limited per address', () => {
  // The refused page's error, as the router reports every error page it hydrates.
  test.use({ expectedConsoleErrors: /^console: Error: Too many searches from your network\./ });

  test('the 61st search of a minute from one address gets 429 and the message; another address still gets results', async ({
    page,
    request,
  }, testInfo) => {
    // A retry comes within the minute of the first try: it takes an address and queries of its
    // own. The queries are asked nowhere else, so no page kept for everyone answers them in
    // the service's place (a search page asked often is kept, whoever asks).
    const busy = { 'x-forwarded-for': `203.0.113.${61 + 2 * testInfo.retry}` };
    const query = (n: number) => `/search?discover=made-up-${testInfo.retry}-${n}`;
    // Ten at a time, so the sixty fall within the service's minute on a busy machine too.
    for (let first = 1; first <= 60; first += 10) {
      const numbers = Array.from({ length: 10 }, (_, i) => first + i);
      const answers = await Promise.all(
        numbers.map((n) => request.get(query(n), { headers: busy })),
      );
      answers.forEach((answer, i) => expect(answer.status(), `search ${numbers[i]}`).toBe(200));
    }
    const refused = await request.get(query(61), { headers: busy });
    expect(refused.status()).toBe(429);
    expect(await refused.text()).toContain(MESSAGE);

    // In a browser the page says why, and it is no page of results.
    await page.setExtraHTTPHeaders(busy);
    const shown = await page.goto(query(62));
    expect(shown?.status()).toBe(429);
    await expect(page.getByRole('alert')).toHaveText(MESSAGE);
    await expect(page.locator('.blog-grid')).toHaveCount(0);

    const other = await request.get('/search?discover=artemis', {
      headers: { 'x-forwarded-for': `203.0.113.${62 + 2 * testInfo.retry}` },
    });
    expect(other.status()).toBe(200);
    expect(await other.text()).toContain('Artemis: The Long Road Back to the Moon');
  });
});
