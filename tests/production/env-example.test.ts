import { readdirSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { repoRoot, readRepoFile } from './support/repository';

/** An environment variable name: capitals and digits with at least one underscore. */
const NAME = String.raw`[A-Z][A-Z0-9]*(?:_[A-Z0-9]+)+`;

/** The modules where each process parses its environment (the complete list of its settings). */
const CONFIG_MODULES = [
  'cms/src/env.ts',
  'quiz-service/src/config.ts',
  'web/src/lib/config/web-config.server.ts',
];

/** Other source folders, scanned for direct `process.env.NAME` / `env.NAME` reads. */
const SOURCE_FOLDERS = ['cms/src', 'cms/config', 'quiz-service/src', 'web/src/lib', 'web/server'];

/** Set by the code itself, not read from the operator. */
const SET_BY_CODE = new Set(['STRAPI_DISABLE_UPDATE_NOTIFICATION']);

function sourceFiles(path: string): string[] {
  const absolute = join(repoRoot, path);
  if (!statSync(absolute).isDirectory()) return [path];
  return readdirSync(absolute, { withFileTypes: true }).flatMap((entry) => {
    if (entry.name === 'node_modules' || entry.name === 'testing') return [];
    const child = relative(repoRoot, join(absolute, entry.name));
    if (entry.isDirectory()) return sourceFiles(child);
    return /\.(ts|mts|mjs|js)$/.test(entry.name) && !/\.(test|bench)\./.test(entry.name)
      ? [child]
      : [];
  });
}

/** Names a config module reads: quoted names, `x.NAME` reads and `NAME:` schema keys. */
function namesInConfigModule(source: string): string[] {
  const patterns = [
    new RegExp(String.raw`['"](${NAME})['"]`, 'g'),
    new RegExp(String.raw`\b(?:env|source|merged|e)\.(${NAME})\b`, 'g'),
    new RegExp(String.raw`^\s+(${NAME}):`, 'gm'),
  ];
  return patterns.flatMap((pattern) => [...source.matchAll(pattern)].map((match) => match[1]!));
}

/** `process.env.NAME` and `env.NAME` reads anywhere else (assignments excluded). */
function namesReadDirectly(source: string): string[] {
  const read = new RegExp(
    String.raw`\b(?:process\.env|env)\.(${NAME})\b(?!\s*\?\?=|\s*=[^=])`,
    'g',
  );
  return [...source.matchAll(read)].map((match) => match[1]!);
}

function variablesRead(): Map<string, string> {
  const found = new Map<string, string>();
  for (const file of CONFIG_MODULES)
    for (const name of namesInConfigModule(readRepoFile(file)))
      if (!found.has(name)) found.set(name, file);
  for (const folder of SOURCE_FOLDERS)
    for (const file of sourceFiles(folder))
      for (const name of namesReadDirectly(readRepoFile(file)))
        if (!found.has(name)) found.set(name, file);
  for (const name of SET_BY_CODE) found.delete(name);
  return found;
}

/** `NAME=value` lines of .env.example; `# NAME=value` lines document optional settings. */
function exampleLines(): Map<string, { value: string; optional: boolean }> {
  const lines = new Map<string, { value: string; optional: boolean }>();
  for (const line of readRepoFile('.env.example').split('\n')) {
    const match = new RegExp(String.raw`^(# )?(${NAME})=(.*)$`).exec(line);
    if (match) lines.set(match[2]!, { value: match[3]!, optional: Boolean(match[1]) });
  }
  return lines;
}

describe('.env.example', () => {
  const read = variablesRead();
  const example = exampleLines();

  it('finds the settings of all three processes (the scan itself works)', () => {
    for (const name of ['APP_KEYS', 'DATABASE_CLIENT', 'SESSION_SECRET', 'REDIS_URL', 'WEB_PORT'])
      expect(read.has(name), name).toBe(true);
  });

  it('documents every variable the processes read', () => {
    const missing = [...read.entries()]
      .filter(([name]) => !example.has(name))
      .map(([name, file]) => `${name} (read in ${file})`);
    expect(missing).toEqual([]);
  });

  it('explains each variable with a comment of its own, right above it', () => {
    const lines = readRepoFile('.env.example').split('\n');
    const setting = new RegExp(String.raw`^(# )?${NAME}=`);
    const undocumented = lines.filter(
      (line, index) => setting.test(line) && !/^# \S/.test(lines[index - 1] ?? ''),
    );
    const sharingAComment = lines.filter(
      (line, index) => setting.test(line) && setting.test(lines[index - 1] ?? ''),
    );
    expect(undocumented).toEqual([]);
    expect(sharingAComment).toEqual([]);
  });

  it('leaves every secret empty, so that nothing from it passes for a real secret', () => {
    const secrets = [
      'POSTGRES_PASSWORD',
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
      'FORWARDED_FOR_SECRET',
      'SESSION_SECRET',
      'APP_KEYS',
      'API_TOKEN_SALT',
      'ADMIN_JWT_SECRET',
      'TRANSFER_TOKEN_SALT',
      'JWT_SECRET',
      'ENCRYPTION_KEY',
    ];
    for (const name of secrets)
      expect(example.get(name), name).toEqual({ value: '', optional: false });
  });
});
