import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  EnvFileError,
  findDevelopmentEnv,
  isDevelopmentValue,
  parseEnvFile,
  readDevelopmentEnv,
  readEnvFile,
  refusedProductionSecrets,
} from './env-file.js';

const repositoryFile = new URL('../../../config/development.env', import.meta.url);

describe('parseEnvFile', () => {
  it('reads NAME=value lines and skips comments and blank lines', () => {
    const text = ['# shared values', '', '   # indented comment', 'A=1', '  ', 'B_2=two'].join(
      '\n',
    );
    expect(parseEnvFile(text)).toEqual({ A: '1', B_2: 'two' });
  });

  it('takes the value after the first =, with its = and # kept', () => {
    expect(parseEnvFile('TOKEN=abc=def==\nURL=http://x/#top')).toEqual({
      TOKEN: 'abc=def==',
      URL: 'http://x/#top',
    });
  });

  it('drops the spaces around names and values, and Windows line ends', () => {
    expect(parseEnvFile('  NAME =  some value  \r\nOTHER=x\r\n')).toEqual({
      NAME: 'some value',
      OTHER: 'x',
    });
  });

  it('takes names that objects already have as plain names', () => {
    const values = parseEnvFile('constructor=1\n__proto__=2');
    expect(Object.keys(values)).toEqual(['constructor', '__proto__']);
    expect(values.constructor).toBe('1');
  });

  it('keeps an empty value', () => {
    expect(parseEnvFile('EMPTY=\nQUOTED=""')).toEqual({ EMPTY: '', QUOTED: '' });
  });

  it('takes a quoted value as written between its quotes', () => {
    expect(parseEnvFile(`D=" spaced # not a comment "\nS='$HOME \\n'\nMIXED='say "hi"'`)).toEqual({
      D: ' spaced # not a comment ',
      S: '$HOME \\n',
      MIXED: 'say "hi"',
    });
  });

  it.each([
    ['a line without =', 'JUST_A_NAME', 'dev.env:2: expected NAME=value.'],
    ['an export prefix', 'export A=1', 'dev.env:2: write A=… without "export".'],
    ['a name with a dash', 'MY-NAME=1', 'dev.env:2: "MY-NAME" is not a variable name'],
    ['a name starting with a digit', '1A=1', 'dev.env:2: "1A" is not a variable name'],
    ['no name', '=value', 'dev.env:2: "" is not a variable name'],
    ['a name given twice', 'FIRST=2', 'dev.env:2: FIRST is set twice.'],
    ['an unclosed quote', 'Q="open', 'dev.env:2: the value opens a " quote'],
    ['a quote closed early', "Q='a'b'", "dev.env:2: the value opens a ' quote"],
  ])('refuses %s, naming the file and line', (_case, line, message) => {
    const parse = () => parseEnvFile(`FIRST=1\n${line}`, 'dev.env');
    expect(parse).toThrow(EnvFileError);
    expect(parse).toThrow(message);
  });
});

describe('the repository’s config/development.env', () => {
  it('parses, and every value is a development-only one', () => {
    const values = parseEnvFile(readFileSync(repositoryFile, 'utf8'));
    expect(Object.keys(values).sort()).toEqual([
      'CMS_PREVIEW_TOKEN',
      'CMS_QUIZ_TOKEN',
      'CMS_WEBHOOK_SECRET',
      'CMS_WEB_TOKEN',
      'FORWARDED_FOR_SECRET',
      'NEWSROOM_MAIL_SECRET',
      'NEWSROOM_MODERATION_SECRET',
      'NEWSROOM_NEWSLETTER_SECRET',
      'NEWSROOM_PRIVACY_SECRET',
      'NEWSROOM_READ_SECRET',
      'PREVIEW_SECRET',
      'SESSION_SECRET',
    ]);
    for (const value of Object.values(values)) expect(value).toMatch(/^dev-only-/);
  });
});

describe('reading files', () => {
  const root = mkdtempSync(join(tmpdir(), 'apogee-env-file-'));
  mkdirSync(join(root, 'config'));
  mkdirSync(join(root, 'web', 'src'), { recursive: true });
  writeFileSync(join(root, 'config', 'development.env'), 'SECRET=dev-only\n');

  it('finds config/development.env from a folder below it', () => {
    expect(findDevelopmentEnv(join(root, 'web', 'src'))).toBe(
      join(root, 'config', 'development.env'),
    );
    expect(readDevelopmentEnv(join(root, 'web'))).toEqual({ SECRET: 'dev-only' });
  });

  it('gives no values when there is no file', () => {
    expect(readEnvFile(join(root, 'missing.env'))).toEqual({});
    expect(findDevelopmentEnv(tmpdir())).toBeUndefined();
  });

  it('names the file in its errors', () => {
    const file = join(root, 'broken.env');
    writeFileSync(file, 'OK=1\nbroken\n');
    expect(() => readEnvFile(file)).toThrow(`${file}:2: expected NAME=value.`);
  });
});

describe('refusedProductionSecrets', () => {
  const development = { TOKEN: 'shared-dev-token', SECRET: 'dev-only-secret' };

  it('refuses what is unset or empty, in the order of the names', () => {
    expect(refusedProductionSecrets({ SECRET: '' }, ['TOKEN', 'SECRET'], development)).toEqual([
      { name: 'TOKEN', problem: 'unset' },
      { name: 'SECRET', problem: 'unset' },
    ]);
  });

  it("refuses the development file's value, and any value marked dev-only", () => {
    expect(
      refusedProductionSecrets(
        { TOKEN: 'shared-dev-token', SECRET: 'dev-only-an-older-value' },
        ['TOKEN', 'SECRET'],
        development,
      ),
    ).toEqual([
      { name: 'TOKEN', problem: 'development value' },
      { name: 'SECRET', problem: 'development value' },
    ]);
    expect(isDevelopmentValue('dev-only', undefined)).toBe(true);
  });

  it('accepts real values, and asks nothing of names it is not given', () => {
    expect(
      refusedProductionSecrets(
        { TOKEN: 'a-real-token', SECRET: 'not-dev-only-at-the-start', OTHER: 'dev-only' },
        ['TOKEN', 'SECRET'],
        development,
      ),
    ).toEqual([]);
    expect(isDevelopmentValue('a-real-token', 'shared-dev-token')).toBe(false);
  });

  it("refuses every value of the repository's development file", () => {
    const values = parseEnvFile(readFileSync(repositoryFile, 'utf8'));
    const names = Object.keys(values);
    expect(names.length).toBeGreaterThan(0);
    expect(refusedProductionSecrets(values, names, {})).toEqual(
      names.map((name) => ({ name, problem: 'development value' })),
    );
  });
});
