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

  it('checks where the path resolves to, not only what was asked', () => {
    // Each is a path of this site as written, but resolves (dot segments, "\\" read as "/")
    // or decodes to "//evil.example" or "/\\evil.example", which a browser takes for a host.
    for (const target of [
      '/.//evil.example/x',
      '/..//evil.example/x',
      '/./..//evil.example',
      '/a/..//evil.example/x',
      '/.\\/evil.example',
      '/./\\evil.example',
      '/%2F%2Fevil.example',
      '/%2f/evil.example',
      '/.//%2Fevil.example',
      '/%5Cevil.example',
      '/%5cevil.example',
      '/.%2F%2Fevil.example',
      '/%09/evil.example',
      '/%E0%A4%A',
    ]) {
      expect(safeRedirectTarget(target), target).toBe('/');
    }
  });

  it('still keeps paths whose dot segments or encoded characters stay on the site', () => {
    expect(safeRedirectTarget('/./profile')).toBe('/profile');
    expect(safeRedirectTarget('/tag/../profile?tab=quiz')).toBe('/profile?tab=quiz');
    expect(safeRedirectTarget('/search?discover=%2F%2Fevil')).toBe('/search?discover=%2F%2Fevil');
    expect(safeRedirectTarget('/tag/a%2Fb')).toBe('/tag/a%2Fb');
  });

  it('ignores a missing value, a non-string and the login page itself', () => {
    expect(safeRedirectTarget(undefined)).toBe('/');
    expect(safeRedirectTarget(['/profile'])).toBe('/');
    expect(safeRedirectTarget('/login?redirect=/profile')).toBe('/');
    expect(safeRedirectTarget('/./login')).toBe('/');
    expect(safeRedirectTarget('/%6Cogin')).toBe('/');
  });
});
