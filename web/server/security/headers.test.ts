import { describe, expect, it } from 'vitest';
import { createNonce, readSecuritySettings, securityHeaders, withSecurityHeaders } from './headers';
import { markSecured } from './secured-answers';

/** The CSP as a map of directive → sources. */
function directives(policy: string): Record<string, string[]> {
  return Object.fromEntries(
    policy.split('; ').map((directive) => {
      const [name = '', ...sources] = directive.split(' ');
      return [name, sources];
    }),
  );
}

const https = readSecuritySettings({}, 'https://www.example.com');
const http = readSecuritySettings({}, 'http://localhost:3000');

describe('security headers of the web', () => {
  it('allow only scripts carrying this response’s nonce or served by the site', () => {
    const nonce = createNonce();
    const csp = directives(securityHeaders(https, { nonce })['content-security-policy']!);
    expect(csp['script-src']).toEqual(["'self'", `'nonce-${nonce}'`]);
    expect(csp['script-src']).not.toContain("'unsafe-inline'");
    expect(csp['script-src']).not.toContain("'unsafe-eval'");
    expect(csp['default-src']).toEqual(["'self'"]);
    expect(csp['object-src']).toEqual(["'none'"]);
    expect(csp['base-uri']).toEqual(["'self'"]);
  });

  it('allow a page for everyone its own inline scripts by hash and what they load', () => {
    const scriptHashes = ["'sha256-AAAA'", "'sha256-BBBB'"];
    const csp = directives(securityHeaders(https, { scriptHashes })['content-security-policy']!);
    expect(csp['script-src']).toEqual(["'self'", "'strict-dynamic'", ...scriptHashes]);
    expect(securityHeaders(https, { scriptHashes })['content-security-policy']).not.toContain(
      'nonce',
    );
  });

  it('allow any other answer only the site’s own script files', () => {
    const csp = directives(securityHeaders(https, {})['content-security-policy']!);
    expect(csp['script-src']).toEqual(["'self'"]);
  });

  it('allow workers (the service worker) and the manifest from the site only', () => {
    for (const request of [{ nonce: 'n' }, { scriptHashes: ["'sha256-AAAA'"] }, {}]) {
      const csp = directives(securityHeaders(https, request)['content-security-policy']!);
      expect(csp['worker-src']).toEqual(["'self'"]);
      expect(csp['manifest-src']).toEqual(["'self'"]);
    }
  });

  it('use a new unguessable nonce for every response', () => {
    const nonces = new Set(Array.from({ length: 50 }, () => createNonce()));
    expect(nonces.size).toBe(50);
    for (const nonce of nonces) expect(Buffer.from(nonce, 'base64')).toHaveLength(16);
  });

  it('frame only the magazine reader (the CMS seed’s reader host by default)', () => {
    const csp = directives(securityHeaders(https, { nonce: 'n' })['content-security-policy']!);
    expect(csp['frame-src']).toEqual(["'self'", 'https://reader.apogee-magazine.example']);

    const configured = readSecuritySettings(
      { MAGAZINE_READER_HOSTS: 'https://read.example.org/embed, https://issues.example.net' },
      'https://www.example.com',
    );
    const configuredCsp = directives(
      securityHeaders(configured, { nonce: 'n' })['content-security-policy']!,
    );
    expect(configuredCsp['frame-src']).toEqual([
      "'self'",
      'https://read.example.org',
      'https://issues.example.net',
    ]);
  });

  it('refuse reader hosts that are not https origins, with a clear message', () => {
    expect(() =>
      readSecuritySettings({ MAGAZINE_READER_HOSTS: 'http://reader.example' }, 'https://a.example'),
    ).toThrow('MAGAZINE_READER_HOSTS must list https origins, got "http://reader.example".');
    expect(() =>
      readSecuritySettings({ MAGAZINE_READER_HOSTS: 'reader' }, 'https://a.example'),
    ).toThrow(
      'MAGAZINE_READER_HOSTS must list origins such as https://reader.example, got "reader".',
    );
  });

  it('forbid framing the site, except the draft preview inside the CMS admin', () => {
    const page = securityHeaders(https, { nonce: 'n', pathname: '/blog-post' });
    expect(directives(page['content-security-policy']!)['frame-ancestors']).toEqual(["'none'"]);
    expect(page['x-frame-options']).toBe('DENY');

    const admin = readSecuritySettings(
      { CMS_ADMIN_URL: 'https://cms.example.com/admin' },
      'https://www.example.com',
    );
    const preview = securityHeaders(admin, { nonce: 'n', pathname: '/preview' });
    expect(directives(preview['content-security-policy']!)['frame-ancestors']).toEqual([
      'https://cms.example.com',
    ]);
    expect(preview['x-frame-options']).toBeUndefined();

    // An admin on this machine is reached as localhost or 127.0.0.1: both may frame it. A CSP
    // source cannot name an IPv6 address, so [::1] is not listed (browsers log it as invalid).
    const local = readSecuritySettings(
      { CMS_ADMIN_URL: 'http://localhost:1437' },
      'http://localhost:3100',
    );
    const localPreview = securityHeaders(local, { nonce: 'n', pathname: '/preview' });
    expect(directives(localPreview['content-security-policy']!)['frame-ancestors']).toEqual([
      'http://localhost:1437',
      'http://127.0.0.1:1437',
    ]);
  });

  it('send HSTS and upgrade insecure requests only when PUBLIC_URL is https', () => {
    const secure = securityHeaders(https, { nonce: 'n' });
    const plain = securityHeaders(http, { nonce: 'n' });
    expect(secure['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    expect(plain['strict-transport-security']).toBeUndefined();
    expect(directives(secure['content-security-policy']!)).toHaveProperty(
      'upgrade-insecure-requests',
    );
    expect(directives(plain['content-security-policy']!)).not.toHaveProperty(
      'upgrade-insecure-requests',
    );
  });

  it('set nosniff, the referrer policy and a restrictive permissions policy', () => {
    const headers = securityHeaders(https, { nonce: 'n' });
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(headers['permissions-policy']).toContain('camera=()');
    expect(headers['permissions-policy']).toContain('geolocation=()');
    expect(headers['permissions-policy']).toContain('microphone=()');
    expect(headers['permissions-policy']).toContain(
      'fullscreen=(self "https://reader.apogee-magazine.example")',
    );
  });

  it('are added to an answer without changing its status, body or own headers', async () => {
    const original = new Response('<!doctype html><p>Hi</p>', {
      status: 404,
      headers: { 'content-type': 'text/html', 'content-security-policy': "default-src 'none'" },
    });
    const answer = withSecurityHeaders(original, http, {});
    expect(answer.status).toBe(404);
    expect(await answer.text()).toBe('<!doctype html><p>Hi</p>');
    expect(answer.headers.get('content-type')).toBe('text/html');
    // A policy chosen by the route (or the proxied service) is kept.
    expect(answer.headers.get('content-security-policy')).toBe("default-src 'none'");
    expect(answer.headers.get('x-content-type-options')).toBe('nosniff');
  });

  it('leave the stored policy alone on a 304, so the cached page keeps its own scripts', () => {
    const notModified = new Response(null, { status: 304, headers: { etag: 'W/"page-1"' } });
    const answer = withSecurityHeaders(notModified, https, {});
    expect(answer.status).toBe(304);
    expect(answer.headers.get('etag')).toBe('W/"page-1"');
    expect(answer.headers.get('content-security-policy')).toBeNull();
    expect(answer.headers.get('x-content-type-options')).toBe('nosniff');
  });

  it('can be added to a redirect, whose own headers are read-only', () => {
    const answer = withSecurityHeaders(
      Response.redirect('https://www.example.com/', 308),
      https,
      {},
    );
    expect(answer.status).toBe(308);
    expect(answer.headers.get('location')).toBe('https://www.example.com/');
    expect(answer.headers.get('strict-transport-security')).toBe(
      'max-age=31536000; includeSubDomains',
    );
  });

  it('pass by an answer that carries its own already (a kept page), adding nothing', () => {
    const kept = markSecured(
      new Response('<p>kept</p>', { headers: { 'x-frame-options': 'DENY' } }),
    );
    const answer = withSecurityHeaders(kept, https, {});
    expect(answer).toBe(kept);
    expect(answer.headers.get('x-content-type-options')).toBeNull();
    expect(answer.headers.get('strict-transport-security')).toBeNull();
  });
});
