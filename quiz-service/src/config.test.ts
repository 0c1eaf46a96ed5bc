import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig, readDevelopmentEnv } from './config';

const dev = readDevelopmentEnv();
const productionSecrets = {
  NODE_ENV: 'production',
  SESSION_SECRET: 'a-real-production-secret-of-enough-length-0001',
  CMS_QUIZ_TOKEN: 'real-cms-token',
  CMS_WEB_TOKEN: 'real-cms-read-token',
  CACHE_PURGE_SECRET: 'real-purge-secret',
};

describe('loadConfig', () => {
  it('uses the development values and defaults outside production', () => {
    const config = loadConfig({});
    expect(config.port).toBe(4000);
    expect(config.host).toBe('0.0.0.0');
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

  it('believes exactly one proxy hop (the web server) unless TRUST_PROXY says otherwise', () => {
    expect(loadConfig({}).trustProxy).toBe(1);
    expect(loadConfig({ TRUST_PROXY: '2' }).trustProxy).toBe(2);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.0/8' }).trustProxy).toBe('10.0.0.0/8');
    expect(loadConfig({ TRUST_PROXY: 'false' }).trustProxy).toBe(false);
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
