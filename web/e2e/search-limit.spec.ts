import { expect, test } from './support/test';

// Search is limited per address (the quiz-service's searchPerIp: 60 searches a minute). The
// /search page's render passes the service's refusal on: a 429 with the message, shown on the
// page. The test stack believes one proxy (WEB_TRUSTED_PROXIES=1), so each test names its
// reader's address in X-Forwarded-For, as a load balancer would; the addresses are this
// file's own, so no other journey's searches count.

const MESSAGE = 'Too many searches from your network. Please wait a minute and try again.';

test.describe('Search limited per address', () => {
  test('the 61st search of a minute from one address gets 429 and the message; another address still gets results', async ({
    page,
    request,
  }) => {
    const busy = { 'x-forwarded-for': '203.0.113.61' };
    for (let i = 1; i <= 60; i++) {
      const answer = await request.get(`/search?discover=made-up-${i}`, { headers: busy });
      expect(answer.status(), `search ${i}`).toBe(200);
    }
    const refused = await request.get('/search?discover=artemis', { headers: busy });
    expect(refused.status()).toBe(429);
    expect(await refused.text()).toContain(MESSAGE);

    // In a browser the page says why, and it is no page of results.
    await page.setExtraHTTPHeaders(busy);
    const shown = await page.goto('/search?discover=hubble');
    expect(shown?.status()).toBe(429);
    await expect(page.getByRole('alert')).toHaveText(MESSAGE);
    await expect(page.locator('.blog-grid')).toHaveCount(0);

    const other = await request.get('/search?discover=artemis', {
      headers: { 'x-forwarded-for': '203.0.113.62' },
    });
    expect(other.status()).toBe(200);
    expect(await other.text()).toContain('Artemis: The Long Road Back to the Moon');
  });
});
