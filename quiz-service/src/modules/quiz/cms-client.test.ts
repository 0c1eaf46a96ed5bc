import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CmsCache } from '../../plugins/cms-cache';
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

describe('CmsCache', () => {
  it('serves a value until its TTL, then loads again', async () => {
    let now = 0;
    let loads = 0;
    const cache = new CmsCache(1000, () => now);
    const load = async () => ++loads;
    expect(await cache.get('k', load)).toBe(1);
    now = 999;
    expect(await cache.get('k', load)).toBe(1);
    now = 1001;
    expect(await cache.get('k', load)).toBe(2);
  });

  it('keeps serving the last good value when a refresh fails', async () => {
    let now = 0;
    const stale: string[] = [];
    const cache = new CmsCache(
      1000,
      () => now,
      (key) => stale.push(key),
    );
    await cache.get('k', async () => 'good');
    now = 5000;
    expect(await cache.get('k', async () => Promise.reject(new Error('down')))).toBe('good');
    expect(stale).toEqual(['k']);
    cache.purge();
    await expect(cache.get('k', async () => Promise.reject(new Error('down')))).rejects.toThrow(
      'down',
    );
  });

  it('does not store a load that started before a purge', async () => {
    const cache = new CmsCache(60_000);
    let release: (v: string) => void = () => undefined;
    const pending = cache.get('k', () => new Promise<string>((r) => (release = r)));
    cache.purge();
    release('old');
    expect(await pending).toBe('old');
    expect(await cache.get('k', async () => 'new')).toBe('new');
  });

  it('keeps each value for the TTL its load gives', async () => {
    let now = 0;
    let loads = 0;
    const cache = new CmsCache(60_000, () => now);
    const short = (found: boolean) => (found ? 60_000 : 1000);
    const load = async () => (++loads, false);
    expect(await cache.get('missing', load, short)).toBe(false);
    now = 1001;
    await cache.get('missing', load, short);
    expect(loads).toBe(2);
  });

  it('keeps at most its limit of entries, dropping the oldest', async () => {
    const cache = new CmsCache(60_000, Date.now, undefined, 2);
    let loads = 0;
    const load = async () => ++loads;
    await cache.get('a', load);
    await cache.get('b', load);
    await cache.get('c', load);
    expect(cache.size).toBe(2);
    expect(await cache.get('c', load)).toBe(3);
    expect(await cache.get('a', load)).toBe(4);
  });
});
