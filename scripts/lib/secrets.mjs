// `npm start` runs every process in production mode, so each needs real secrets. On first
// start we generate random ones into the data folder and reuse them afterwards; they never
// leave this machine and are never printed.
import { randomBytes } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { readEnvFile } from '@apogee/env-file';

const token = (bytes = 32) => randomBytes(bytes).toString('hex');

/** Names of every secret a local production run needs, with how to make a fresh one. */
const generators = {
  CMS_WEB_TOKEN: () => token(),
  CMS_PREVIEW_TOKEN: () => token(),
  CMS_QUIZ_TOKEN: () => token(),
  PREVIEW_SECRET: () => token(24),
  // One secret per internal purpose: the CMS's webhook, the newsroom's reads of readers' data,
  // its review notices by e-mail, its moderation of comments, and the web's proof of the
  // reader's address.
  CMS_WEBHOOK_SECRET: () => token(24),
  NEWSROOM_READ_SECRET: () => token(24),
  NEWSROOM_MAIL_SECRET: () => token(24),
  NEWSROOM_MODERATION_SECRET: () => token(24),
  // The newsroom's inbox and readers' rights (export and erasure of a reader's data).
  NEWSROOM_PRIVACY_SECRET: () => token(24),
  // The newsroom's newsletter sends (emails every subscriber).
  NEWSROOM_NEWSLETTER_SECRET: () => token(24),
  FORWARDED_FOR_SECRET: () => token(24),
  // The purges of the shared cache in front (scale-out run, bench).
  SHARED_CACHE_PURGE_SECRET: () => token(24),
  SESSION_SECRET: () => token(48),
  APP_KEYS: () => [token(16), token(16), token(16), token(16)].join(','),
  API_TOKEN_SALT: () => token(16),
  ADMIN_JWT_SECRET: () => token(32),
  TRANSFER_TOKEN_SALT: () => token(16),
  JWT_SECRET: () => token(32),
  ENCRYPTION_KEY: () => token(32),
  CMS_SEED_ADMIN_EMAIL: () => 'admin@apogee.local',
  CMS_SEED_ADMIN_PASSWORD: () => `Apogee-${token(6)}`,
  CMS_SEED_EDITOR_EMAIL: () => 'editor@apogee.local',
  CMS_SEED_EDITOR_PASSWORD: () => `Apogee-${token(6)}`,
  CMS_SEED_AUTHOR_EMAIL: () => 'author@apogee.local',
  CMS_SEED_AUTHOR_PASSWORD: () => `Apogee-${token(6)}`,
};

/** Reads (or creates) `<dataDir>/secrets.env` and returns its values. */
export function localSecrets(dataDir) {
  const file = path.join(dataDir, 'secrets.env');
  const existing = readEnvFile(file);
  const missing = Object.keys(generators).filter((name) => !existing[name]);
  if (missing.length === 0) return existing;
  const values = { ...existing };
  for (const name of missing) values[name] = generators[name]();
  mkdirSync(dataDir, { recursive: true });
  const body = Object.entries(values)
    .map(([name, value]) => `${name}=${value}`)
    .join('\n');
  writeFileSync(
    file,
    `# Generated on first start for this machine only. Delete to rotate.\n${body}\n`,
    { mode: 0o600 },
  );
  return values;
}
