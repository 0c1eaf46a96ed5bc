import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { repoRoot } from './support/repository';

// The product is described inside the repository (docs/product, docs/decisions). Requirement
// documents kept outside it must not be cited, by file name or by bare name in capitals: a
// fresh clone has none of them, so a reference sends a newcomer nowhere. The names are built
// from parts so that this file does not cite them.
const outsideNames = [
  ['SP', 'EC'],
  ['DECI', 'SIONS'],
  ['DES', 'IGN'],
].map((parts) => parts.join(''));
const outsideDocuments = outsideNames.map((name) => `${name}.md`);
const mention = new RegExp(`\\b(?:${outsideNames.join('|')})(?:\\.md)?\\b`);

/** Every line of `text` that cites an outside document, as `path:line: text`. */
function mentionsIn(path: string, text: string): string[] {
  return text
    .split('\n')
    .flatMap((line, index) => (mention.test(line) ? [`${path}:${index + 1}: ${line.trim()}`] : []));
}

function trackedFiles(): string[] {
  return execFileSync('git', ['ls-files', '-z'], { cwd: repoRoot, encoding: 'utf8' })
    .split('\0')
    .filter(Boolean);
}

describe('documents outside the repository', () => {
  it('recognises a citation of each of them, and not the product pages', () => {
    for (const cited of [...outsideDocuments, ...outsideNames.map((name) => `${name} §9`)])
      expect(mentionsIn('example.ts', `// see ${cited}`)).toEqual([
        `example.ts:1: // see ${cited}`,
      ]);
    for (const fine of ['// see docs/product/rest-adapter.md', 'compose-spec.json', 'SPECIAL'])
      expect(mentionsIn('example.ts', fine)).toEqual([]);
  });

  it('are cited by no tracked file', () => {
    const found = trackedFiles().flatMap((path) => {
      const file = join(repoRoot, path);
      if (!existsSync(file)) return [];
      const content = readFileSync(file);
      if (content.includes(0)) return []; // binary
      return mentionsIn(path, content.toString('utf8'));
    });
    expect(found, 'cite docs/product/… or docs/decisions/… instead').toEqual([]);
  });
});
