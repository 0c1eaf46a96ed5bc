import type { ServedQuestion } from '@apogee/contracts/quiz';
import { createIsomorphicFn } from '@tanstack/react-start';
// eslint-disable-next-line @typescript-eslint/no-restricted-imports -- called only in the server branch of createIsomorphicFn, which the build removes from the browser's bundle
import { serverApiRequest } from '@/lib/api/api-request.server';

/**
 * The first question of /quizzes, asked while the page renders on the server (with the
 * reader's cookie, so a signed-in reader gets one they have not answered), so that the question
 * is part of the page's first paint instead of arriving after hydration. Null in the browser,
 * where the player asks for its questions itself, and when the service did not answer (the
 * player then asks again, and shows the error if it fails once more).
 */
export const firstQuestion = createIsomorphicFn()
  .server(async (): Promise<ServedQuestion | null> => {
    try {
      return await serverApiRequest<ServedQuestion>('/api/quiz/next');
    } catch (error) {
      console.error('web: the first quiz question could not be asked:', (error as Error).message);
      return null;
    }
  })
  .client(async (): Promise<ServedQuestion | null> => null);
