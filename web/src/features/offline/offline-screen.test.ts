import { describe, expect, it } from 'vitest';
import {
  OFFLINE_NONE_SAVED,
  OFFLINE_SCREEN_POLICY,
  offlineScreenDocument,
  offlineScreenResponse,
} from './offline-screen';

describe('the offline screen', () => {
  it('lists the saved articles with links to them', () => {
    const html = offlineScreenDocument({
      articles: [{ slug: 'apollo-11', title: 'Apollo 11, fifty years on' }],
    });
    expect(html).toContain('<h1 id="offline-title" class="error-page__title">You are offline</h1>');
    expect(html).toContain('Saved articles you can read now');
    expect(html).toContain('<li><a href="/apollo-11">Apollo 11, fifty years on</a></li>');
    expect(html).not.toContain(OFFLINE_NONE_SAVED);
  });

  it('says how to save when nothing is saved', () => {
    const html = offlineScreenDocument({ articles: [] });
    expect(html).toContain(OFFLINE_NONE_SAVED);
    expect(html).not.toContain('<ul');
  });

  it('writes a title as text and a slug as one encoded path segment', () => {
    const html = offlineScreenDocument({
      articles: [{ slug: '"><script>x</script>', title: '<img src=x onerror=alert(1)>' }],
    });
    expect(html).not.toContain('<script>');
    expect(html).not.toContain('<img');
    expect(html).toContain('&lt;img src=x onerror=alert(1)&gt;');
    expect(html).toContain('href="/%22%3E%3Cscript%3Ex%3C%2Fscript%3E"');
  });

  it('links the site’s own stylesheets only and takes the reader’s theme', () => {
    const html = offlineScreenDocument({
      articles: [],
      stylesheets: ['/assets/app-1.css', 'https://evil.example/x.css', '//evil.example/y.css'],
      theme: 'night',
    });
    expect(html).toContain('<link rel="stylesheet" href="/assets/app-1.css">');
    expect(html).not.toContain('evil.example');
    expect(html).toContain('data-theme="night"');
  });

  it('is answered uncached, under a policy that runs no script', async () => {
    const answer = offlineScreenResponse({ articles: [] });
    expect(answer.status).toBe(503);
    expect(answer.headers.get('cache-control')).toBe('no-store');
    expect(answer.headers.get('content-security-policy')).toBe(OFFLINE_SCREEN_POLICY);
    expect(OFFLINE_SCREEN_POLICY).toContain("script-src 'none'");
    expect(await answer.text()).toContain('You are offline');
  });
});
