import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const CMS_ROOT = path.resolve(__dirname, '..');
const SECRETS = [
  'APP_KEYS',
  'API_TOKEN_SALT',
  'ADMIN_JWT_SECRET',
  'TRANSFER_TOKEN_SALT',
  'JWT_SECRET',
  'ENCRYPTION_KEY',
];
const SHARED = [
  'CMS_WEB_TOKEN',
  'CMS_PREVIEW_TOKEN',
  'CMS_QUIZ_TOKEN',
  'PREVIEW_SECRET',
  'CMS_WEBHOOK_SECRET',
  'NEWSROOM_READ_SECRET',
  'NEWSROOM_MAIL_SECRET',
  'NEWSROOM_MODERATION_SECRET',
  'NEWSROOM_PRIVACY_SECRET',
  'NEWSROOM_NEWSLETTER_SECRET',
];

/** Parses the environment the way the CMS does at start, in a child process. */
function startWith(env: Record<string, string>) {
  const clean = Object.fromEntries(
    Object.entries(process.env).filter(([key]) => ![...SECRETS, ...SHARED].includes(key)),
  );
  const child = spawnSync(
    process.execPath,
    [
      '-e',
      "const e = require('./dist/src/env').cmsEnv(); console.log(JSON.stringify({ port: e.port, db: e.database.client, admin: e.seedAdmin }))",
    ],
    { cwd: CMS_ROOT, env: { ...clean, ...env }, encoding: 'utf8' },
  );
  return { status: child.status, stdout: child.stdout.trim(), stderr: child.stderr.trim() };
}

describe('the CMS environment', () => {
  it('refuses production without its own secrets, in one line and without a stack trace', () => {
    const result = startWith({ NODE_ENV: 'production' });
    expect(result.status).toBe(1);
    expect(result.stderr).toBe(
      `[cms] NODE_ENV=production needs its own values for ${[...SECRETS, ...SHARED].join(', ')} (unset or development defaults are refused).`,
    );
  });

  it('refuses the development tokens in production', () => {
    const own = Object.fromEntries(
      SECRETS.map((name) => [name, `production-${name.toLowerCase()}`]),
    );
    const result = startWith({
      NODE_ENV: 'production',
      ...own,
      CMS_WEB_TOKEN: 'dev-only-web-read-token-0123456789abcdef0123456789abcdef',
      CMS_PREVIEW_TOKEN: 'p',
      CMS_QUIZ_TOKEN: 'q',
      PREVIEW_SECRET: 's',
      CMS_WEBHOOK_SECRET: 'c',
      NEWSROOM_READ_SECRET: 'r',
      NEWSROOM_MAIL_SECRET: 'm',
      NEWSROOM_MODERATION_SECRET: 'o',
      NEWSROOM_PRIVACY_SECRET: 'p',
      NEWSROOM_NEWSLETTER_SECRET: 'n',
    });
    expect(result.status).toBe(1);
    expect(result.stderr).toBe(
      '[cms] NODE_ENV=production needs its own values for CMS_WEB_TOKEN (unset or development defaults are refused).',
    );
  });

  it('refuses in production any value marked dev-only, even one no development file holds', () => {
    const own = Object.fromEntries(
      [...SECRETS, ...SHARED].map((name) => [name, `production-${name.toLowerCase()}`]),
    );
    const result = startWith({
      NODE_ENV: 'production',
      ...own,
      JWT_SECRET: 'dev-only-a-jwt-secret-from-an-older-checkout',
      NEWSROOM_MAIL_SECRET: 'dev-only-mail',
    });
    expect(result.status).toBe(1);
    expect(result.stderr).toBe(
      '[cms] NODE_ENV=production needs its own values for JWT_SECRET, NEWSROOM_MAIL_SECRET (unset or development defaults are refused).',
    );
  });

  it('starts in production from the environment alone, and never seeds an administrator there', () => {
    const own = Object.fromEntries(
      [...SECRETS, ...SHARED].map((name) => [name, `production-${name.toLowerCase()}`]),
    );
    const result = startWith({
      NODE_ENV: 'production',
      ...own,
      CMS_SEED_ADMIN_EMAIL: 'a@b.c',
      CMS_SEED_ADMIN_PASSWORD: 'x',
    });
    expect(result.status).toBe(0);
    expect(JSON.parse(result.stdout)).toEqual({ port: 1337, db: 'sqlite', admin: null });
  });

  it('explains a PostgreSQL choice without a URL', () => {
    const result = startWith({ DATABASE_CLIENT: 'postgres', DATABASE_URL: '' });
    expect(result.status).toBe(1);
    expect(result.stderr).toBe('[cms] DATABASE_CLIENT=postgres needs DATABASE_URL.');
  });
});
