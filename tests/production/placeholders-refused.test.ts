import { describe, expect, it } from 'vitest';
import { parseEnv } from '../../cms/src/env';
import { loadConfig } from '../../quiz-service/src/config';
import { readWebConfig } from '../../web/src/lib/config/web-config.server';
import { repoRoot, readRepoFile } from './support/repository';

/** What a process sees when .env.example is copied to .env unchanged (compose adds NODE_ENV). */
function copiedExample(): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = { NODE_ENV: 'production' };
  for (const line of readRepoFile('.env.example').split('\n')) {
    const match = /^([A-Z][A-Z0-9_]*)=(.*)$/.exec(line);
    if (match) env[match[1]!] = match[2];
  }
  return env;
}

describe('an unedited copy of .env.example in production', () => {
  it('stops the web server, naming the first missing secret', () => {
    expect(() => readWebConfig(copiedExample(), repoRoot)).toThrow(
      'CMS_WEB_TOKEN is not set (required in production).',
    );
  });

  it('stops the quiz-service, naming the first missing secret', () => {
    expect(() => loadConfig(copiedExample())).toThrow(
      'SESSION_SECRET must be set when NODE_ENV=production.',
    );
  });

  it('stops the CMS, naming every missing secret', () => {
    expect(() => parseEnv(copiedExample())).toThrow(
      'NODE_ENV=production needs its own values for APP_KEYS, API_TOKEN_SALT, ADMIN_JWT_SECRET, TRANSFER_TOKEN_SALT, JWT_SECRET, ENCRYPTION_KEY, CMS_WEB_TOKEN, CMS_PREVIEW_TOKEN, CMS_QUIZ_TOKEN, PREVIEW_SECRET, CMS_WEBHOOK_SECRET, NEWSROOM_READ_SECRET, NEWSROOM_MAIL_SECRET, NEWSROOM_MODERATION_SECRET, NEWSROOM_PRIVACY_SECRET, NEWSROOM_NEWSLETTER_SECRET (unset or development defaults are refused).',
    );
  });

  it('is accepted once the secrets are filled in (the refusals above are about them)', () => {
    const filled = copiedExample();
    for (const [name, value] of Object.entries(filled))
      if (value === '') filled[name] = `${name.toLowerCase()}-${'x'.repeat(40)}`;
    filled.APP_KEYS = 'first-app-key-0123456789,second-app-key-0123456789';
    expect(readWebConfig(filled, repoRoot).publicUrl).toBe('https://www.example.com');
    expect(loadConfig(filled).publicUrl).toBe('https://www.example.com');
    expect(parseEnv(filled).secrets.appKeys).toHaveLength(2);
  });
});
