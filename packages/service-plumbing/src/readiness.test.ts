import { describe, expect, it } from 'vitest';
import { checkCms, reusedFor, stateOf } from './readiness';

describe('stateOf', () => {
  it('is up when the check answers in time, down when it fails, says false or is too slow', async () => {
    expect(await stateOf(Promise.resolve({ rows: [1] }))).toBe('up');
    expect(await stateOf(Promise.resolve(true))).toBe('up');
    expect(await stateOf(Promise.resolve(false))).toBe('down');
    expect(await stateOf(Promise.reject(new Error('ECONNREFUSED')))).toBe('down');
    const started = Date.now();
    expect(await stateOf(new Promise(() => undefined))).toBe('down');
    expect(Date.now() - started).toBeGreaterThanOrEqual(990);
    expect(Date.now() - started).toBeLessThan(1900);
  });
});

describe('checkCms', () => {
  it("asks the CMS's /_health and is up on a 2xx only", async () => {
    const asked: string[] = [];
    const answering = (status: number) => async (url: string | URL | Request) => {
      asked.push(String(url));
      return new Response(null, { status });
    };
    expect(await checkCms('http://cms.test', answering(204) as typeof fetch)).toBe('up');
    expect(await checkCms('http://cms.test', answering(503) as typeof fetch)).toBe('down');
    expect(asked).toEqual(['http://cms.test/_health', 'http://cms.test/_health']);
    const refusing = (async () => {
      throw new Error('ECONNREFUSED');
    }) as typeof fetch;
    expect(await checkCms('http://cms.test', refusing)).toBe('down');
  });
});

describe('reusedFor', () => {
  it('runs one round for every poll within its period, then a new one', async () => {
    let rounds = 0;
    const poll = reusedFor(async () => ++rounds, 100);
    expect(await Promise.all([poll(), poll(), poll()])).toEqual([1, 1, 1]);
    expect(await poll()).toBe(1);
    await new Promise((resolve) => setTimeout(resolve, 110));
    expect(await poll()).toBe(2);
    expect(rounds).toBe(2);
  });
});
