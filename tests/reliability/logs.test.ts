import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { LOG_DIR, ROOT } from './support/paths';

// Runs after the other reliability files (scripts/test-reliability.mjs runs it last): it reads
// every log they kept, the stack's output and the quiz-service test output included.

/** Every [name, value] of a KEY=value file, split where a variable holds a list. */
function envValues(file: string): [string, string][] {
  if (!existsSync(file)) return [];
  return readFileSync(file, 'utf8')
    .split('\n')
    .map((line) => /^\s*([A-Z0-9_]+)\s*=\s*(.*?)\s*$/.exec(line))
    .flatMap((match) =>
      match ? (match[2] ?? '').split(',').map((v): [string, string] => [match[1] ?? '', v]) : [],
    )
    .filter(([, value]) => value.length >= 12 && !value.includes('@'));
}

/** Reset codes mailed during the run (the outbox of the stack). */
function mailedCodes(): string[] {
  const outbox = join(ROOT, '.data/reliability/outbox');
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

describe('logs of a reliability run', () => {
  const files = existsSync(LOG_DIR) ? readdirSync(LOG_DIR).filter((f) => f.endsWith('.log')) : [];
  const logs = files.map((f) => ({ file: f, text: readFileSync(join(LOG_DIR, f), 'utf8') }));

  it('were captured (the stack, the fault processes)', () => {
    expect(files).toContain('stack.log');
    expect(files.some((f) => f.startsWith('faults-'))).toBe(true);
    expect(logs.every((l) => l.text.length > 0)).toBe(true);
  });

  it('hold no secret, password, reset code, session or bearer token', () => {
    const secrets = [
      ...envValues(join(ROOT, '.data/reliability/secrets.env')),
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
