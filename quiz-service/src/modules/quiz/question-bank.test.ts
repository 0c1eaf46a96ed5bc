import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cmsClientPlugin } from '../../plugins/cms-client';
import { startFakeCms } from '../../../test/support/fake-cms';
import { createQuestionBank, toQuizQuestion } from './question-bank';

const TOKEN = 'fake-cms-quiz-token';
let cms: Awaited<ReturnType<typeof startFakeCms>>;

beforeAll(async () => {
  cms = await startFakeCms({ quiz: TOKEN });
});
afterAll(() => cms.close());

const options = [
  { text: 'A', isCorrect: false },
  { text: 'B', isCorrect: true },
];

describe('a quiz question from the CMS', () => {
  it('reads its difficulty, its article’s category and its magazine', () => {
    expect(
      toQuizQuestion({
        documentId: 'q1',
        question: 'Q?',
        explanation: 'E.',
        difficulty: 'hard',
        options,
        relatedArticle: {
          slug: 'artemis',
          title: 'Artemis',
          category: { slug: 'space', name: 'Space' },
        },
        magazine: { slug: 'issue-3' },
      }),
    ).toEqual({
      id: 'q1',
      question: 'Q?',
      options: ['A', 'B'],
      correctOption: 1,
      explanation: 'E.',
      relatedArticle: { slug: 'artemis', title: 'Artemis' },
      difficulty: 'hard',
      category: { slug: 'space', name: 'Space' },
      magazine: 'issue-3',
    });
  });

  it('leaves out what is absent or odd', () => {
    expect(
      toQuizQuestion({
        documentId: 'q1',
        question: 'Q?',
        difficulty: 'impossible',
        options,
        relatedArticle: { slug: 'artemis', category: null },
        magazine: null,
      }),
    ).toMatchObject({
      difficulty: null,
      category: null,
      magazine: null,
      relatedArticle: { slug: 'artemis', title: '' },
    });
  });
});

describe('the question bank', () => {
  it('reads with less when the CMS refuses a populate (400), step by step', async () => {
    cms.questions = [
      {
        documentId: 'q1',
        question: 'Q?',
        explanation: '',
        options,
        relatedArticle: { slug: 'artemis', title: 'Artemis', category: { slug: 's', name: 'S' } },
        magazine: { slug: 'issue-3' },
      },
    ];
    cms.refusedPopulates = ['magazine'];
    const app = Fastify();
    await app.register(cmsClientPlugin, {
      config: { cmsUrl: cms.url, cmsQuizToken: TOKEN, cmsWebToken: 'unused' },
    });
    await app.ready();
    const bank = createQuestionBank(app.cms, app.log);
    // The fake CMS returns what it has whatever the populate; the point is the read succeeds.
    expect((await bank.all()).map((q) => q.id)).toEqual(['q1']);
    cms.refusedPopulates = ['magazine', 'relatedArticle'];
    app.cms.purge();
    expect((await bank.all()).map((q) => q.id)).toEqual(['q1']);
    cms.refusedPopulates = ['options'];
    app.cms.purge();
    await expect(bank.all()).rejects.toMatchObject({ statusCode: 502 });
    cms.refusedPopulates = [];
    await app.close();
  });
});
