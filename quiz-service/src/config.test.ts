import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig, readDevelopmentEnv } from './config';

const dev = readDevelopmentEnv();
const productionSecrets = {
  NODE_ENV: 'production',
  SESSION_SECRET: 'a-real-production-secret-of-enough-length-0001',
  CMS_QUIZ_TOKEN: 'real-cms-token',
  CMS_WEB_TOKEN: 'real-cms-read-token',
  CMS_WEBHOOK_SECRET: 'real-webhook-secret',
  NEWSROOM_READ_SECRET: 'real-newsroom-read-secret',
  NEWSROOM_MAIL_SECRET: 'real-newsroom-mail-secret',
  NEWSROOM_MODERATION_SECRET: 'real-newsroom-moderation-secret',
  NEWSROOM_PRIVACY_SECRET: 'real-newsroom-privacy-secret',
  NEWSROOM_NEWSLETTER_SECRET: 'real-newsroom-newsletter-secret',
  FORWARDED_FOR_SECRET: 'real-forwarded-for-secret',
};

describe('loadConfig', () => {
  it('uses the development values and defaults outside production', () => {
    const config = loadConfig({});
    expect(config.port).toBe(4000);
    expect(config.host).toBe('127.0.0.1');
    expect(config.publicUrl).toBe('http://localhost:3000');
    expect(config.sessionSecret).toBe(dev.SESSION_SECRET);
    expect(config.database.url).toBeUndefined();
    expect(config.database.pgliteDir).toMatch(/\.data\/quiz-service\/pgdata$/);
    expect(config.mail.outboxDir).toMatch(/\.data\/outbox$/);
  });

  it('reads the variables it is given', () => {
    const config = loadConfig({
      QUIZ_PORT: '4100',
      DATABASE_URL: 'postgres://u@db:5432/apogee',
      DATA_DIR: '/srv/apogee',
      MAIL_OUTBOX_DIR: '/tmp/mail',
      PUBLIC_URL: 'https://apogee.example/',
    });
    expect(config.port).toBe(4100);
    expect(config.database.url).toBe('postgres://u@db:5432/apogee');
    expect(config.database.pgliteDir).toBe('/srv/apogee/quiz-service/pgdata');
    expect(config.avatarsDir).toBe('/srv/apogee/avatars');
    expect(config.mail.outboxDir).toBe('/tmp/mail');
    expect(config.publicUrl).toBe('https://apogee.example');
    expect(config.database.poolSize).toBe(20);
    expect(loadConfig({ DATABASE_POOL_SIZE: '8' }).database.poolSize).toBe(8);
    expect(() => loadConfig({ DATABASE_POOL_SIZE: '0' })).toThrow(ConfigError);
  });

  it('listens on loopback only unless QUIZ_HOST says wider', () => {
    expect(loadConfig({}).host).toBe('127.0.0.1');
    expect(loadConfig(productionSecrets).host).toBe('127.0.0.1');
    expect(loadConfig({ QUIZ_HOST: '0.0.0.0' }).host).toBe('0.0.0.0');
  });

  it('gives each internal purpose its own secret, the same value twice refused in production', () => {
    const development = loadConfig({});
    expect(development.cmsWebhookSecret).toBe(dev.CMS_WEBHOOK_SECRET);
    expect(development.newsroomReadSecret).toBe(dev.NEWSROOM_READ_SECRET);
    expect(development.newsroomMailSecret).toBe(dev.NEWSROOM_MAIL_SECRET);
    expect(development.forwardedForSecret).toBe(dev.FORWARDED_FOR_SECRET);
    const production = loadConfig(productionSecrets);
    expect(production.cmsWebhookSecret).toBe('real-webhook-secret');
    expect(production.newsroomReadSecret).toBe('real-newsroom-read-secret');
    expect(production.newsroomMailSecret).toBe('real-newsroom-mail-secret');
    expect(production.newsroomModerationSecret).toBe('real-newsroom-moderation-secret');
    expect(production.forwardedForSecret).toBe('real-forwarded-for-secret');
    expect(() =>
      loadConfig({ ...productionSecrets, NEWSROOM_MAIL_SECRET: 'real-webhook-secret' }),
    ).toThrow(
      new ConfigError('CMS_WEBHOOK_SECRET and NEWSROOM_MAIL_SECRET must be different secrets.'),
    );
    for (const name of [
      'CMS_WEBHOOK_SECRET',
      'NEWSROOM_READ_SECRET',
      'NEWSROOM_MAIL_SECRET',
      'NEWSROOM_MODERATION_SECRET',
      'NEWSROOM_PRIVACY_SECRET',
      'NEWSROOM_NEWSLETTER_SECRET',
      'FORWARDED_FOR_SECRET',
    ] as const) {
      expect(() => loadConfig({ ...productionSecrets, [name]: dev[name] })).toThrow(
        `${name} still has its development value; set a real secret for production.`,
      );
      expect(() => loadConfig({ ...productionSecrets, [name]: '' })).toThrow(
        new ConfigError(`${name} must be set when NODE_ENV=production.`),
      );
    }
  });

  it('stops production without a secret, with one line naming it', () => {
    const { SESSION_SECRET: _, ...rest } = productionSecrets;
    expect(() => loadConfig(rest)).toThrow(
      new ConfigError('SESSION_SECRET must be set when NODE_ENV=production.'),
    );
  });

  it('refuses development secrets in production', () => {
    expect(() => loadConfig({ ...productionSecrets, CMS_QUIZ_TOKEN: dev.CMS_QUIZ_TOKEN })).toThrow(
      'CMS_QUIZ_TOKEN still has its development value; set a real secret for production.',
    );
    expect(() => loadConfig({ ...productionSecrets, CMS_WEB_TOKEN: dev.CMS_WEB_TOKEN })).toThrow(
      'CMS_WEB_TOKEN still has its development value; set a real secret for production.',
    );
    // Marked as development values, as the web and the CMS refuse them: an older file's value.
    expect(() =>
      loadConfig({
        ...productionSecrets,
        SESSION_SECRET: 'dev-only-session-secret-of-2025-0123456',
      }),
    ).toThrow('SESSION_SECRET still has its development value; set a real secret for production.');
    expect(loadConfig(productionSecrets).env).toBe('production');
  });

  it('reads the published-content token and the editorial inbox from the one schema', () => {
    const development = loadConfig({});
    expect(development.cmsWebToken).toBe(dev.CMS_WEB_TOKEN);
    expect(development.editorialEmail).toBe('editorial@apogee.local');
    const production = loadConfig({ ...productionSecrets, EDITORIAL_EMAIL: 'desk@apogee.example' });
    expect(production.cmsWebToken).toBe('real-cms-read-token');
    expect(production.editorialEmail).toBe('desk@apogee.example');
    const { CMS_WEB_TOKEN: _, ...withoutReadToken } = productionSecrets;
    expect(() => loadConfig(withoutReadToken)).toThrow(
      new ConfigError('CMS_WEB_TOKEN must be set when NODE_ENV=production.'),
    );
    expect(() => loadConfig({ EDITORIAL_EMAIL: 'the desk' })).toThrow(
      'Invalid EDITORIAL_EMAIL: must be an email address.',
    );
  });

  it('explains a bad value', () => {
    expect(() => loadConfig({ QUIZ_PORT: 'eighty' })).toThrow(ConfigError);
    expect(() => loadConfig({ ...productionSecrets, SESSION_SECRET: 'short' })).toThrow(
      'Invalid SESSION_SECRET: SESSION_SECRET must be at least 32 characters.',
    );
  });
});
