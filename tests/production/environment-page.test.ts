import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { environmentPage, parseEnvExample } from '../../scripts/lib/environment-table.mjs';
import { readRepoFile, repoRoot } from './support/repository';

describe('docs/environment.md', () => {
  it('is the page npm run docs:env makes from .env.example', async () => {
    const page = join(repoRoot, 'docs/environment.md');
    const expected = await environmentPage(readRepoFile('.env.example'), page);
    expect(
      readRepoFile('docs/environment.md'),
      'docs/environment.md differs from .env.example: run npm run docs:env',
    ).toBe(expected);
  });

  it('lists each setting with its comment, and marks the ones production must set', () => {
    const sections = parseEnvExample(
      [
        '# ' + '-'.repeat(30),
        '# web',
        '# ' + '-'.repeat(30),
        '# Port of the site.',
        '# WEB_PORT=3000',
        '',
        '# Signs sessions:',
        '# at least 32 characters.',
        'SESSION_SECRET=',
      ].join('\n'),
    );
    expect(sections).toEqual([
      {
        title: 'web',
        settings: [
          { name: 'WEB_PORT', value: '3000', required: false, about: 'Port of the site.' },
          {
            name: 'SESSION_SECRET',
            value: '',
            required: true,
            about: 'Signs sessions: at least 32 characters.',
          },
        ],
      },
    ]);
  });

  it('is the page the README and the other docs send readers to for settings', () => {
    for (const doc of ['README.md', 'docs/architecture.md', 'docs/deploy.md'])
      expect(readRepoFile(doc), doc).toContain('environment.md');
  });
});
