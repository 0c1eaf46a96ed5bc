import { describe, expect, it } from 'vitest';
import { safeRedirectTarget } from './redirect-target';

describe('safeRedirectTarget', () => {
  it('keeps a path of this site with its search and hash', () => {
    expect(safeRedirectTarget('/profile')).toBe('/profile');
    expect(safeRedirectTarget('/tag/mars?page=2#top')).toBe('/tag/mars?page=2#top');
  });

  it('sends everything that could leave the site to the home page', () => {
    for (const target of [
      'https://evil.example/',
      '//evil.example/path',
      '/\\evil.example',
      '/\t/evil.example',
      'javascript:alert(1)',
      'profile',
      '',
    ]) {
      expect(safeRedirectTarget(target)).toBe('/');
    }
  });

  it('ignores a missing value, a non-string and the login page itself', () => {
    expect(safeRedirectTarget(undefined)).toBe('/');
    expect(safeRedirectTarget(['/profile'])).toBe('/');
    expect(safeRedirectTarget('/login?redirect=/profile')).toBe('/');
  });
});
