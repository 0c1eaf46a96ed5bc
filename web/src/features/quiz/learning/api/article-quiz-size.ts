import type { PageQuiz } from '@apogee/contracts/quiz-learning';
import { createIsomorphicFn } from '@tanstack/react-start';

const quizPath = (slug: string) => `/api/quiz/for/article/${encodeURIComponent(slug)}`;

/**
 * How many questions the "Test yourself" quiz under an article has, asked while the article's
 * page loads, so that the page keeps the quiz's room from its first paint: the quiz itself
 * comes only as the reader nears it, and arriving then it pushed "Related posts" down. 0 when
 * the article has none, or when the service did not answer (the quiz is an extra: the page
 * does not wait for it, nor fail without it).
 */
export const articleQuizSize = createIsomorphicFn()
  .server(async (slug: string): Promise<number> => {
    try {
      // Loaded here, in the server branch the build removes from the browser's bundle.
      const { serverApiRequest } = await import('@/lib/api/api-request.server');
      return (await serverApiRequest<PageQuiz>(quizPath(slug))).questions.length;
    } catch (error) {
      console.error('web: the article quiz could not be counted:', (error as Error).message);
      return 0;
    }
  })
  .client(async (slug: string): Promise<number> => {
    try {
      const { apiRequest } = await import('@/lib/api/api-request');
      return (await apiRequest<PageQuiz>(quizPath(slug))).questions.length;
    } catch {
      return 0;
    }
  });
