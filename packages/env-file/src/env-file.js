// @ts-check
// The one reader of the repository's KEY=value files: config/development.env (the development
// values every process falls back to, and refuses in production) and the secrets.env a local
// `npm start` generates. JavaScript with checked JSDoc types rather than TypeScript because
// two of its readers run it without a compiler of their own: the CMS (compiled to CommonJS by
// Strapi, which loads this ES module with Node's require) and the repository's scripts.
//
// The grammar, line by line:
//   - blank lines, and lines whose first character other than a space is `#`, are skipped;
//   - every other line is NAME=value, with spaces allowed around the name and the value;
//     NAME is a letter or `_`, then letters, digits and `_`;
//   - the value is everything after the first `=` (so it may hold `=` and `#`), without the
//     spaces around it; a value in matching double or single quotes is the text between them,
//     taken as written (no escapes, no variables);
//   - anything else (a line without `=`, `export NAME=…`, a name given twice, an unclosed
//     quote) is refused with the file's name and the line's number, so a typo fails loudly
//     instead of leaving a secret unset.
//
// It also holds the one rule by which the three processes refuse their development secrets when
// NODE_ENV=production (refusedProductionSecrets, at the end): each message stays the process's.
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';

/** A line the grammar above refuses. */
export class EnvFileError extends Error {
  /** @override */
  name = 'EnvFileError';
}

const NAME = /^[A-Za-z_][A-Za-z0-9_]*$/;

/**
 * The value part of a line, its quotes removed.
 *
 * @param {string} raw the text after `=`, spaces around it removed
 * @param {() => string} where `file:line` for an error
 * @returns {string}
 */
function valueOf(raw, where) {
  const quote = raw[0];
  if (quote !== '"' && quote !== "'") return raw;
  if (raw.length < 2 || !raw.endsWith(quote) || raw.slice(1, -1).includes(quote))
    throw new EnvFileError(`${where()}: the value opens a ${quote} quote that does not close it.`);
  return raw.slice(1, -1);
}

/**
 * The values of a KEY=value file's text.
 *
 * @param {string} text
 * @param {string} [source] the file's name, for errors
 * @returns {Record<string, string>}
 */
export function parseEnvFile(text, source = 'env file') {
  /** @type {Map<string, string>} */
  const values = new Map();
  const lines = text.replace(/^\uFEFF/, '').split(/\r?\n/);
  lines.forEach((line, index) => {
    const where = () => `${source}:${index + 1}`;
    const trimmed = line.trim();
    if (trimmed === '' || trimmed.startsWith('#')) return;
    const equals = trimmed.indexOf('=');
    if (equals === -1) throw new EnvFileError(`${where()}: expected NAME=value.`);
    const name = trimmed.slice(0, equals).trim();
    if (/^export\s/.test(name))
      throw new EnvFileError(`${where()}: write ${name.slice(7).trim()}=… without "export".`);
    if (!NAME.test(name))
      throw new EnvFileError(
        `${where()}: "${name}" is not a variable name (letters, digits and _).`,
      );
    if (values.has(name)) throw new EnvFileError(`${where()}: ${name} is set twice.`);
    values.set(name, valueOf(trimmed.slice(equals + 1).trim(), where));
  });
  return Object.fromEntries(values);
}

/**
 * The values of the file at `file`; none when it does not exist.
 *
 * @param {string} file
 * @returns {Record<string, string>}
 */
export function readEnvFile(file) {
  if (!existsSync(file)) return {};
  return parseEnvFile(readFileSync(file, 'utf8'), file);
}

/**
 * The repository's config/development.env, found by walking up from `start` (a process's
 * working folder or its own folder); undefined when there is none (a container without it).
 *
 * @param {string} start
 * @returns {string | undefined}
 */
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

/**
 * The development values found from `start` (see findDevelopmentEnv); none without the file.
 *
 * @param {string} start
 * @returns {Record<string, string>}
 */
export function readDevelopmentEnv(start) {
  const file = findDevelopmentEnv(start);
  return file ? readEnvFile(file) : {};
}

/**
 * How every development value of a secret begins: those of config/development.env and the
 * CMS's own (its Strapi keys). A value so marked is refused in production even when the file
 * has since changed, or is not there to compare with (an image without it).
 */
export const DEVELOPMENT_VALUE_PREFIX = 'dev-only';

/**
 * Whether `value` is a development value of a secret: the one `developmentValue` names, or one
 * marked with DEVELOPMENT_VALUE_PREFIX.
 *
 * @param {string} value
 * @param {string | undefined} developmentValue
 * @returns {boolean}
 */
export function isDevelopmentValue(value, developmentValue) {
  return value === developmentValue || value.startsWith(DEVELOPMENT_VALUE_PREFIX);
}

/**
 * @typedef {{ name: string, problem: 'unset' | 'development value' }} RefusedSecret
 */

/**
 * The rule the three processes apply to their secrets when NODE_ENV=production: each of
 * `names` must be set (an empty value counts as unset) and must not be a development value
 * (isDevelopmentValue, against `developmentValues`, usually config/development.env's). Gives
 * the refused ones in the order of `names`, none when all are fine; each process says so in its
 * own words and stops.
 *
 * @param {Readonly<Record<string, string | undefined>>} env the values the process would use
 * @param {readonly string[]} names
 * @param {Readonly<Record<string, string>>} developmentValues
 * @returns {RefusedSecret[]}
 */
export function refusedProductionSecrets(env, names, developmentValues) {
  /** @type {RefusedSecret[]} */
  const refused = [];
  for (const name of names) {
    const value = env[name];
    if (!value) refused.push({ name, problem: 'unset' });
    else if (isDevelopmentValue(value, developmentValues[name]))
      refused.push({ name, problem: 'development value' });
  }
  return refused;
}
