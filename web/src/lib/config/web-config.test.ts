import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { readWebConfig } from './web-config.server';

function repoWithDevelopmentEnv() {
  const root = mkdtempSync(join(tmpdir(), 'apogee-web-config-'));
  mkdirSync(join(root, 'config'));
  writeFileSync(
    join(root, 'config', 'development.env'),
    [
      '# shared development values',
      'CMS_WEB_TOKEN=dev-only-web',
      'CMS_PREVIEW_TOKEN=dev-only-preview',
      'PREVIEW_SECRET=dev-only-preview-secret',
      'CMS_WEBHOOK_SECRET=dev-only-webhook',
      'FORWARDED_FOR_SECRET=dev-only-forwarded-for',
    ].join('\n'),
  );
  mkdirSync(join(root, 'web'));
  return join(root, 'web');
}

const realSecrets = {
  CMS_WEB_TOKEN: 'prod-web-token',
  CMS_PREVIEW_TOKEN: 'prod-preview-token',
  PREVIEW_SECRET: 'prod-preview-secret',
  CMS_WEBHOOK_SECRET: 'prod-webhook-secret',
  FORWARDED_FOR_SECRET: 'prod-forwarded-for-secret',
};

describe('web settings', () => {
  it('uses the documented defaults and the development values outside production', () => {
    const config = readWebConfig({}, repoWithDevelopmentEnv());
    expect(config).toMatchObject({
      port: 3000,
      host: '0.0.0.0',
      cmsUrl: 'http://127.0.0.1:1337',
      quizServiceUrl: 'http://127.0.0.1:4000',
      publicUrl: 'http://localhost:3000',
      cmsWebToken: 'dev-only-web',
      cmsWebhookSecret: 'dev-only-webhook',
      forwardedForSecret: 'dev-only-forwarded-for',
    });
  });

  it('prefers variables that are set', () => {
    const config = readWebConfig(
      { WEB_PORT: '3100', CMS_URL: 'http://cms:1337/', CMS_WEB_TOKEN: 'mine' },
      repoWithDevelopmentEnv(),
    );
    expect(config.port).toBe(3100);
    expect(config.cmsUrl).toBe('http://cms:1337');
    expect(config.cmsWebToken).toBe('mine');
  });

  it('refuses a bad port with a clear message', () => {
    expect(() => readWebConfig({ WEB_PORT: 'eighty' }, repoWithDevelopmentEnv())).toThrow(
      'WEB_PORT must be a port number between 1 and 65535, got "eighty".',
    );
  });

  it('believes no proxy in front unless WEB_TRUSTED_PROXIES says how many', () => {
    expect(readWebConfig({}, repoWithDevelopmentEnv()).trustedProxies).toBe(0);
    expect(
      readWebConfig({ WEB_TRUSTED_PROXIES: '2' }, repoWithDevelopmentEnv()).trustedProxies,
    ).toBe(2);
    expect(() => readWebConfig({ WEB_TRUSTED_PROXIES: 'all' }, repoWithDevelopmentEnv())).toThrow(
      'WEB_TRUSTED_PROXIES must be a whole number from 0 to 10, got "all".',
    );
  });

  it('keeps WebP copies within WEB_MEDIA_CACHE_MB, 512 MB unless set', () => {
    const cwd = repoWithDevelopmentEnv();
    expect(readWebConfig({}, cwd).mediaCacheBytes).toBe(512 * 1024 * 1024);
    expect(readWebConfig({ WEB_MEDIA_CACHE_MB: '64' }, cwd).mediaCacheBytes).toBe(64 * 1024 * 1024);
    for (const raw of ['0', '1.5', 'lots'])
      expect(() => readWebConfig({ WEB_MEDIA_CACHE_MB: raw }, cwd)).toThrow(
        `WEB_MEDIA_CACHE_MB must be a whole number of megabytes from 1 to 1048576, got "${raw}".`,
      );
  });

  it('refuses missing secrets in production', () => {
    expect(() => readWebConfig({ NODE_ENV: 'production' }, repoWithDevelopmentEnv())).toThrow(
      'CMS_WEB_TOKEN is not set (required in production).',
    );
  });

  it('refuses development secrets in production', () => {
    const development = {
      CMS_WEBHOOK_SECRET: 'dev-only-webhook',
      FORWARDED_FOR_SECRET: 'dev-only-forwarded-for',
    };
    for (const [name, value] of Object.entries(development))
      expect(() =>
        readWebConfig(
          { NODE_ENV: 'production', ...realSecrets, [name]: value },
          repoWithDevelopmentEnv(),
        ),
      ).toThrow(`${name} still has its development value`);
  });

  it('accepts real secrets in production', () => {
    const config = readWebConfig(
      { NODE_ENV: 'production', ...realSecrets },
      repoWithDevelopmentEnv(),
    );
    expect(config.production).toBe(true);
    expect(config.cmsWebToken).toBe('prod-web-token');
  });
});
