import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { readEnvFile } from '@apogee/env-file';
import { postgresAvailable } from './support/databases';
import { LOG_DIR, ROOT } from './support/paths';
import { runningStack } from './support/stack';

// Runs last (scripts/lib/reliability.mjs), once every process has stopped: it reads every log
// the run kept in LOG_DIR: each suite's output (under npm test, every suite of the repository),
// each process of the stack and the processes the fault checks started.
const stack = runningStack();

/** Every [name, value] of a KEY=value file, split where a variable holds a list. */
function envValues(file: string): [string, string][] {
  return Object.entries(readEnvFile(file))
    .flatMap(([name, value]) => value.split(',').map((v): [string, string] => [name, v]))
    .filter(([, value]) => value.length >= 12 && !value.includes('@'));
}

/** Reset codes mailed during the run (the outbox of the stack). */
function mailedCodes(): string[] {
  const outbox = join(stack.dataDir, 'outbox');
  if (!existsSync(outbox)) return [];
  return readdirSync(outbox)
    .filter((f) => f.endsWith('.json'))
    .flatMap((f) => {
      const mail = JSON.parse(readFileSync(join(outbox, f), 'utf8')) as { text?: string };
      return [...(mail.text ?? '').matchAll(/\b(\d{6})\b/g)].map((m) => m[1] as string);
    });
}

const PASSWORDS = [
  'Orbit-Insertion-42', // quiz-service tests
  'Crash-Landing-Test-77', // database faults
  'Stack-Reader-Pass-93', // stack tests
  'Wrong-Password-1',
];
/** The browser journeys' readers' passwords (web/e2e/support/accounts.ts). */
const JOURNEY_PASSWORD = /Kestrel-orbit-[a-z0-9]{8,}/g;

describe('logs of a reliability run', () => {
  const files = existsSync(LOG_DIR) ? readdirSync(LOG_DIR).filter((f) => f.endsWith('.log')) : [];
  const logs = files.map((f) => ({ file: f, text: readFileSync(join(LOG_DIR, f), 'utf8') }));

  it('were captured (the stack, the fault processes)', async () => {
    const expected = ['stack-cms.log', 'stack-quiz.log', 'stack-web.log'];
    if (await postgresAvailable()) expected.push('faults-kill.log', 'faults-database.log');
    for (const file of expected)
      expect(logs.find((log) => log.file === file)?.text.length ?? 0, file).toBeGreaterThan(0);
  });

  it('hold no secret, password, reset code, session or bearer token', () => {
    const secrets = [
      ...envValues(join(stack.dataDir, 'secrets.env')),
      ...envValues(join(ROOT, 'config/development.env')),
    ];
    expect(secrets.length).toBeGreaterThan(5);
    const codes = mailedCodes();
    expect(codes.length, 'the stack run mailed a reset code').toBeGreaterThan(0);
    const leaks: string[] = [];
    for (const { file, text } of logs) {
      for (const [name, secret] of secrets)
        if (text.includes(secret)) leaks.push(`${file}: ${name}`);
      for (const password of PASSWORDS)
        if (text.includes(password)) leaks.push(`${file}: password ${password}`);
      for (const password of text.match(JOURNEY_PASSWORD) ?? [])
        leaks.push(`${file}: a reader's password ${password.slice(0, 14)}…`);
      for (const code of codes)
        if (new RegExp(`(?<![\\d.])${code}(?![\\d.])`).test(text))
          leaks.push(`${file}: reset code ${code}`);
      for (const jwt of text.match(/eyJ[\w-]{10,}\.eyJ[\w-]{10,}\.[\w-]+/g) ?? [])
        leaks.push(`${file}: a token ${jwt.slice(0, 12)}…`);
      for (const bearer of text.match(/Bearer\s+[\w.-]{16,}/g) ?? [])
        leaks.push(`${file}: ${bearer.slice(0, 12)}…`);
    }
    expect(leaks).toEqual([]);
  });
});
