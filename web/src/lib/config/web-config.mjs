// The web server's environment, parsed once per process. Plain JavaScript so that both
// server.mjs (run by Node as is) and the server-rendered app read it through one module.
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';

/** Secrets that must be set to real values in production. */
const SECRETS = ['CMS_WEB_TOKEN', 'CMS_PREVIEW_TOKEN', 'PREVIEW_SECRET', 'CACHE_PURGE_SECRET'];

export class WebConfigError extends Error {
  name = 'WebConfigError';
}

/** Walks up from `start` to the repository's config/development.env, if any. */
export function findDevelopmentEnv(start) {
  let dir = resolve(start);
  for (;;) {
    const candidate = join(dir, 'config', 'development.env');
    if (existsSync(candidate)) return candidate;
    const parent = dirname(dir);
    if (parent === dir) return undefined;
    dir = parent;
  }
}

/** KEY=value lines; `#` starts a comment line. */
export function parseEnvFile(text) {
  const values = {};
  for (const line of text.split(/\r?\n/)) {
    const trimmed = line.trim();
    if (!trimmed || trimmed.startsWith('#')) continue;
    const eq = trimmed.indexOf('=');
    if (eq <= 0) continue;
    values[trimmed.slice(0, eq).trim()] = trimmed.slice(eq + 1).trim();
  }
  return values;
}

function readPort(name, raw, fallback) {
  if (raw === undefined || raw === '') return fallback;
  const port = Number(raw);
  if (!Number.isInteger(port) || port < 1 || port > 65535) {
    throw new WebConfigError(`${name} must be a port number between 1 and 65535, got "${raw}".`);
  }
  return port;
}

/** A whole number from 0 to `max`; unset or empty gives `fallback`. */
function readCount(name, raw, fallback, max) {
  if (raw === undefined || raw === '') return fallback;
  const count = Number(raw);
  if (!/^\d+$/.test(raw) || count > max) {
    throw new WebConfigError(`${name} must be a whole number from 0 to ${max}, got "${raw}".`);
  }
  return count;
}

function readUrl(name, raw, fallback) {
  const value = raw === undefined || raw === '' ? fallback : raw;
  try {
    const url = new URL(value);
    if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new Error('protocol');
  } catch {
    throw new WebConfigError(`${name} must be an http(s) URL, got "${value}".`);
  }
  return value.replace(/\/+$/, '');
}

/**
 * Reads the web server's settings from `env`. Outside production, unset shared secrets
 * come from config/development.env; in production they must be set and must not be the
 * development values.
 */
export function readWebConfig(env = process.env, cwd = process.cwd()) {
  const production = env.NODE_ENV === 'production';
  const merged = { ...env };
  let developmentValues = {};
  const file = findDevelopmentEnv(cwd);
  if (file) developmentValues = parseEnvFile(readFileSync(file, 'utf8'));
  if (!production) {
    for (const [key, value] of Object.entries(developmentValues)) {
      if (merged[key] === undefined || merged[key] === '') merged[key] = value;
    }
  }
  for (const name of SECRETS) {
    const value = merged[name];
    if (!value) {
      throw new WebConfigError(
        `${name} is not set (required${production ? ' in production' : ''}).`,
      );
    }
    if (production && (value === developmentValues[name] || value.startsWith('dev-only'))) {
      throw new WebConfigError(
        `${name} still has its development value; set a real secret in production.`,
      );
    }
  }
  const port = readPort('WEB_PORT', merged.WEB_PORT, 3000);
  // DATA_DIR as the other processes read it: the repository's .data unless set.
  const dataDir = merged.DATA_DIR
    ? resolve(cwd, merged.DATA_DIR)
    : join(file ? dirname(dirname(file)) : cwd, '.data');
  return Object.freeze({
    production,
    port,
    host: merged.WEB_HOST || '0.0.0.0',
    publicUrl: readUrl('PUBLIC_URL', merged.PUBLIC_URL, `http://localhost:${port}`),
    cmsUrl: readUrl('CMS_URL', merged.CMS_URL, 'http://127.0.0.1:1337'),
    quizServiceUrl: readUrl('QUIZ_SERVICE_URL', merged.QUIZ_SERVICE_URL, 'http://127.0.0.1:4000'),
    cmsWebToken: merged.CMS_WEB_TOKEN,
    cmsPreviewToken: merged.CMS_PREVIEW_TOKEN,
    previewSecret: merged.PREVIEW_SECRET,
    cachePurgeSecret: merged.CACHE_PURGE_SECRET,
    /**
     * Proxies in front of the web server (load balancers) whose X-Forwarded-For entries are
     * believed. 0: the client is the address the web server sees, and whatever the request
     * claims is ignored.
     */
    trustedProxies: readCount('WEB_TRUSTED_PROXIES', merged.WEB_TRUSTED_PROXIES, 0, 10),
    /** CMS pictures converted to WebP (a cache: safe to delete). */
    mediaCacheDir: join(dataDir, 'web', 'media'),
  });
}

let current;

/** The settings of this process, read on first use. */
export function webConfig() {
  current ??= readWebConfig();
  return current;
}
