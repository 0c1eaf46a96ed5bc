// The one list of environment variables is `.env.example`: every process's settings, each
// with its comment (tests/production/env-example.test.ts checks it against the code that reads
// them). docs/environment.md is made from it by `npm run docs:env`, and a test fails when the
// two differ, so a variable added in code and missing from the docs fails `npm test`.

import prettier from 'prettier';

const SETTING = /^(# )?([A-Z][A-Z0-9]*(?:_[A-Z0-9]+)+)=(.*)$/;
const RULE = /^# -{20,}$/;

/**
 * `.env.example`'s sections and settings, in order.
 * @param {string} source
 * @returns {{ title: string, settings: { name: string, value: string, required: boolean, about: string }[] }[]}
 */
export function parseEnvExample(source) {
  const lines = source.split('\n');
  /** @type {ReturnType<typeof parseEnvExample>} */
  const sections = [];
  let comment = [];
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i] ?? '';
    if (RULE.test(line) && RULE.test(lines[i + 2] ?? '')) {
      sections.push({ title: (lines[i + 1] ?? '').replace(/^# /, ''), settings: [] });
      i += 2;
      comment = [];
      continue;
    }
    const setting = SETTING.exec(line);
    if (setting && sections.length > 0) {
      sections.at(-1)?.settings.push({
        name: setting[2] ?? '',
        value: setting[3] ?? '',
        required: !setting[1],
        about: comment.join(' '),
      });
      comment = [];
    } else if (line.startsWith('# ')) {
      comment.push(line.slice(2).trim());
    } else {
      comment = [];
    }
  }
  return sections;
}

const cell = (text) => text.replaceAll('|', '\\|');

/**
 * docs/environment.md as `npm run docs:env` writes it (formatted as `prettier --check` wants).
 * @param {string} source `.env.example`
 * @param {string} file where the page goes (prettier's settings for it)
 */
export async function environmentPage(source, file) {
  const parts = [
    '# Environment variables',
    '',
    '<!-- Made by `npm run docs:env` from .env.example; edit that file, not this one. -->',
    '',
    'Every setting of every process, made from [`.env.example`](../.env.example), the one list',
    '(a test checks it against the code that reads each variable, and this page against it).',
    'Development values come from `config/development.env` and, for `npm start`, from secrets',
    'generated into `.data/secrets.env`; every process refuses the development values of its',
    'secrets when `NODE_ENV=production`.',
    '',
    '"Set in production" marks what a production deployment must set; the value shown is an',
    'example. For the others the value shown is the default, or what `docker-compose.yml` sets.',
  ];
  for (const section of parseEnvExample(source)) {
    if (section.settings.length === 0) continue;
    parts.push('', `## ${section.title}`, '');
    parts.push('| Variable | Set in production | Default or example | What it is |');
    parts.push('|---|---|---|---|');
    for (const setting of section.settings) {
      const value = setting.value === '' ? '' : `\`${cell(setting.value)}\``;
      parts.push(
        `| \`${setting.name}\` | ${setting.required ? 'yes' : ''} | ${value} | ${cell(setting.about)} |`,
      );
    }
  }
  const options = (await prettier.resolveConfig(file)) ?? {};
  return prettier.format(`${parts.join('\n')}\n`, { ...options, filepath: file });
}
