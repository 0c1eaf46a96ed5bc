import { describe, expect, it } from 'vitest';
import {
  createNonce,
  readSecuritySettings,
  securityHeaders,
} from '../../web/server/security/headers';
import { readRepoFile } from './support/repository';

/** The settings of .env.example, optional lines included with the values they show. */
function exampleSettings(): Record<string, string> {
  const env: Record<string, string> = {};
  for (const line of readRepoFile('.env.example').split('\n')) {
    const match = /^(?:# )?([A-Z][A-Z0-9_]*)=(.*)$/.exec(line);
    if (match) env[match[1]!] = match[2]!;
  }
  return env;
}

describe('the web’s headers with the example production settings', () => {
  const env = exampleSettings();
  const settings = readSecuritySettings(env, env.PUBLIC_URL!);
  const nonce = createNonce();
  const headers = securityHeaders(settings, { nonce, pathname: '/concorde-legacy' });
  const csp = headers['content-security-policy']!;

  it('run only this response’s scripts and the site’s own files', () => {
    expect(csp).toContain(`script-src 'self' 'nonce-${nonce}';`);
    expect(csp).not.toMatch(/script-src[^;]*'unsafe-(inline|eval)'/);
  });

  it('frame the magazine reader only, and never let the site be framed', () => {
    expect(csp).toContain(`frame-src 'self' ${env.MAGAZINE_READER_HOSTS};`);
    expect(csp).toContain("frame-ancestors 'none';");
    const preview = securityHeaders(settings, { nonce, pathname: '/preview' });
    expect(preview['content-security-policy']).toContain(`frame-ancestors ${env.CMS_ADMIN_URL};`);
  });

  it('tell browsers to keep to https, since PUBLIC_URL is https', () => {
    expect(env.PUBLIC_URL).toMatch(/^https:/);
    expect(headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    expect(csp).toMatch(/upgrade-insecure-requests$/);
  });
});
