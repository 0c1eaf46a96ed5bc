// Pure checks (no CMS needed): how the admin words answer figures, and why changing a quiz
// question's related article from oneToOne to manyToOne keeps every stored link.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { NOT_ANSWERED, figuresLine, mostlyMissed } from '../src/newsroom/question-figures';
import { figuresFrom, parseIds } from '../src/newsroom/question-stats';

describe('answer figures, as editors read them', () => {
  it('says how often a question was answered and how many got it right', () => {
    expect(figuresLine({ answers: 40, correct: 10, correctRate: 25 })).toBe(
      'Answered 40 times · 25% right',
    );
    expect(figuresLine({ answers: 1, correct: 1, correctRate: 100 })).toBe(
      'Answered 1 time · 100% right',
    );
    expect(figuresLine({ answers: 3, correct: 2, correctRate: 66.7 })).toBe(
      'Answered 3 times · 67% right',
    );
    expect(figuresLine({ answers: 0, correct: 0, correctRate: null })).toBe(NOT_ANSWERED);
    expect(figuresLine(undefined)).toBe(NOT_ANSWERED);
  });

  it('flags a question most readers miss, once enough have answered it', () => {
    expect(mostlyMissed({ answers: 40, correct: 10, correctRate: 25 })).toBe(true);
    expect(mostlyMissed({ answers: 40, correct: 12, correctRate: 30 })).toBe(false);
    expect(mostlyMissed({ answers: 3, correct: 0, correctRate: 0 })).toBe(false);
    expect(mostlyMissed(undefined)).toBe(false);
  });

  it('keeps only well-formed figures of the questions asked', () => {
    expect(
      figuresFrom(
        {
          stats: [
            { questionId: 'a', answers: 2, correct: 1, correctRate: 50 },
            { questionId: 'b', answers: -1, correct: 0, correctRate: null },
            { questionId: 'z', answers: 2, correct: 1, correctRate: 50 },
            null,
          ],
        },
        ['a', 'b'],
      ),
    ).toEqual([{ questionId: 'a', answers: 2, correct: 1, correctRate: 50 }]);
    expect(figuresFrom({ error: 'x' }, ['a'])).toBeNull();
    expect(parseIds('a,b,a')).toEqual(['a', 'b']);
    expect(parseIds('')).toBeTypeOf('string');
    expect(parseIds('a b')).toBeTypeOf('string');
    expect(parseIds(Array.from({ length: 201 }, (_, i) => `q${i}`).join(','))).toBeTypeOf('string');
  });
});

interface JoinTableModel {
  attributes: Record<string, unknown>;
  indexes: unknown[];
  foreignKeys: unknown[];
}
interface DatabaseMetadata {
  get(uid: string): {
    attributes: Record<string, { joinTable?: { name: string } & Record<string, unknown> }>;
  } & JoinTableModel;
}

describe("a question's related article, oneToOne then manyToOne", () => {
  // Strapi builds its tables from this metadata (and on start changes only what differs from
  // it); it has no typings of its own under this path.
  const { createMetadata } = createRequire(__filename)(
    '@strapi/database/dist/metadata/index.js',
  ) as { createMetadata(models: unknown[]): DatabaseMetadata };
  const schema = JSON.parse(
    readFileSync(
      path.join(__dirname, '..', 'src/api/quiz-question/content-types/quiz-question/schema.json'),
      'utf8',
    ),
  ) as { attributes: { relatedArticle: { relation: string } } };

  function linkTable(relation: string) {
    const metadata = createMetadata([
      { uid: 'api::blog.blog', singularName: 'blog', tableName: 'blogs', attributes: {} },
      {
        uid: 'api::quiz-question.quiz-question',
        singularName: 'quiz-question',
        tableName: 'quiz_questions',
        attributes: {
          relatedArticle: { ...schema.attributes.relatedArticle, relation },
        },
      },
    ]);
    const joinTable = metadata.get('api::quiz-question.quiz-question').attributes.relatedArticle
      ?.joinTable;
    if (!joinTable) throw new Error('no link table');
    const table = metadata.get(joinTable.name);
    return {
      joinTable,
      attributes: table.attributes,
      indexes: table.indexes,
      keys: table.foreignKeys,
    };
  }

  it('is kept in the same link table, with the same columns and indexes (no migration, no loss)', () => {
    expect(schema.attributes.relatedArticle.relation).toBe('manyToOne');
    const before = linkTable('oneToOne');
    const after = linkTable('manyToOne');
    expect(before.joinTable.name).toBe('quiz_questions_related_article_lnk');
    expect(after).toEqual(before);
  });
});
