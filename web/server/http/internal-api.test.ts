import { describe, expect, it } from 'vitest';
import { internalApiNotFound, isInternalApiPath } from './internal-api';

describe('the quiz-service internal routes, as the site sees them', () => {
  it('are every path under /api/internal, however it is spelt', () => {
    for (const path of [
      '/api/internal',
      '/api/internal/',
      '/api/internal/cms-webhook',
      '/api/internal/story-submissions',
      '/api/internal/review-notices',
      '/api/internal/quiz/question-stats',
      '/api/%69nternal/review-notices',
      '/api/%49NTERNAL/review-notices',
      '/api//internal/cms-webhook',
      '/API/Internal/search/status',
    ])
      expect(isInternalApiPath(path), path).toBe(true);
  });

  it('leave the public API alone', () => {
    for (const path of [
      '/api/health',
      '/api/internals',
      '/api/quiz/internal',
      '/internal/cms-webhook',
    ])
      expect(isInternalApiPath(path), path).toBe(false);
  });

  it('answer 404 as the service does for an address it does not have', async () => {
    const answer = internalApiNotFound('POST', '/api/internal/review-notices');
    expect(answer.status).toBe(404);
    expect(await answer.json()).toEqual({
      error: { code: 'NOT_FOUND', message: 'No such endpoint: POST /api/internal/review-notices' },
    });
  });
});
