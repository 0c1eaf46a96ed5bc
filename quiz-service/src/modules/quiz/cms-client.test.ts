import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cmsClientPlugin } from '../../plugins/cms-client';
import { createQuestionBank } from './question-bank';
import { startFakeCms } from '../../../test/support/fake-cms';

const TOKEN = 'fake-cms-quiz-token';
let cms: Awaited<ReturnType<typeof startFakeCms>>;

beforeAll(async () => {
  cms = await startFakeCms({ quiz: TOKEN });
});
afterAll(() => cms.close());

async function bankWith(options: { token?: string; ttlMs?: number; timeoutMs?: number } = {}) {
  const app = Fastify();
  await app.register(cmsClientPlugin, {
    config: { cmsUrl: cms.url, cmsQuizToken: options.token ?? TOKEN, cmsWebToken: 'unused' },
    ttlMs: options.ttlMs,
    timeoutMs: options.timeoutMs,
  });
  await app.ready();
  return { app, bank: createQuestionBank(app.cms, app.log) };
}

describe('quiz questions from the CMS', () => {
  it('reads every page with the quiz token and maps the one correct option', async () => {
    cms.requests = 0;
    cms.questions = Array.from({ length: 130 }, (_, i) => ({
      documentId: `q${i}`,
      question: `Question ${i}?`,
      explanation: `Because ${i}.`,
      options: [
        { text: 'A', isCorrect: i % 2 === 0 },
        { text: 'B', isCorrect: i % 2 === 1 },
      ],
    }));
    const { app, bank } = await bankWith();
    const all = await bank.all();
    expect(all).toHaveLength(130);
    expect(cms.requests).toBe(2);
    expect(all[1]).toEqual({
      id: 'q1',
      question: 'Question 1?',
      options: ['A', 'B'],
      correctOption: 1,
      explanation: 'Because 1.',
      relatedArticle: null,
      difficulty: null,
      category: null,
      magazine: null,
    });
    await app.close();
  });

  it('skips a question that does not have exactly one correct option', async () => {
    cms.questions = [
      {
        documentId: 'ok',
        question: 'Ok?',
        explanation: '',
        options: [
          { text: 'A', isCorrect: true },
          { text: 'B', isCorrect: false },
        ],
      },
      {
        documentId: 'two',
        question: 'Two?',
        explanation: '',
        options: [
          { text: 'A', isCorrect: true },
          { text: 'B', isCorrect: true },
        ],
      },
    ];
    const { app, bank } = await bankWith();
    expect((await bank.all()).map((q) => q.id)).toEqual(['ok']);
    await app.close();
  });

  it('loads once for concurrent readers and again after a purge', async () => {
    const { app, bank } = await bankWith();
    cms.requests = 0;
    cms.delayMs = 50;
    await Promise.all([bank.all(), bank.all(), bank.all()]);
    expect(cms.requests).toBe(1);
    await bank.all();
    expect(cms.requests).toBe(1);
    app.cms.purge();
    await bank.all();
    expect(cms.requests).toBe(2);
    cms.delayMs = 0;
    await app.close();
  });

  it('fails with a clear 502 when the CMS is slow, refuses the token, or errs', async () => {
    cms.delayMs = 300;
    const slow = await bankWith({ timeoutMs: 100 });
    await expect(slow.bank.all()).rejects.toMatchObject({
      statusCode: 502,
      message: 'The quiz questions cannot be loaded right now. Please try again shortly.',
    });
    cms.delayMs = 0;
    const wrongToken = await bankWith({ token: 'nope' });
    await expect(wrongToken.bank.all()).rejects.toMatchObject({ statusCode: 502 });
    await slow.app.close();
    await wrongToken.app.close();
  });
});
