import sharp from 'sharp';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiRequestError } from '@/lib/api/api-error';

// The quiz-service and the CMS are not here: their reads are replaced, and counted.
let answer: () => Promise<unknown> = async () => undefined;
const asked: string[] = [];
vi.mock('@/lib/api/api-request.server', () => ({
  serverApiRequest: (path: string) => {
    asked.push(path);
    return answer();
  },
}));
vi.mock('@/lib/site/site-settings.functions', () => ({
  getSiteSettings: async () => ({ siteName: 'Apogee' }),
}));

const { dailyOgResponse } = await import('./daily-og.server');

const result = {
  shareId: 'k3J9xQ2mVa',
  day: '2026-11-26',
  number: 330,
  right: 3,
  total: 5,
  answers: [true, false, true, true, false],
  grid: 'Apogee Daily #330 3/5\n🟩🟥🟩🟩🟥',
  signedIn: false,
};

describe('the share picture of a daily result', () => {
  beforeEach(() => {
    asked.length = 0;
  });

  it('is a 1200×630 PNG, cached by browsers and kept in memory', async () => {
    answer = async () => result;
    const response = await dailyOgResponse('k3J9xQ2mVa');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/png');
    expect(response.headers.get('cache-control')).toContain('max-age=86400');
    const { width, height, format } = await sharp(
      Buffer.from(await response.arrayBuffer()),
    ).metadata();
    expect({ width, height, format }).toEqual({ width: 1200, height: 630, format: 'png' });
    expect(asked).toEqual(['/api/quiz/daily/results/k3J9xQ2mVa']);

    const again = await dailyOgResponse('k3J9xQ2mVa');
    expect(again.status).toBe(200);
    expect(asked).toHaveLength(1);
  });

  it('is a 404 for a share id the service does not know, or that cannot be one', async () => {
    answer = async () => {
      throw new ApiRequestError(404, 'DAILY_RESULT_NOT_FOUND', 'no');
    };
    expect((await dailyOgResponse('unknownId')).status).toBe(404);
    expect((await dailyOgResponse('../../etc')).status).toBe(404);
    expect(asked).toHaveLength(1);
  });

  it('asks to come back later when the service does not answer', async () => {
    answer = async () => {
      throw new ApiRequestError(0, 'UNAVAILABLE', 'down');
    };
    const response = await dailyOgResponse('otherId');
    expect(response.status).toBe(503);
    expect(response.headers.get('retry-after')).toBe('60');
  });
});
