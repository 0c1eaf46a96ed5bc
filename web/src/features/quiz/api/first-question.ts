import type { ServedQuestion } from '@apogee/contracts/quiz';
import { createIsomorphicFn } from '@tanstack/react-start';
import { sessionLeftToBrowser } from '@/lib/session/session';

/**
 * The first question of /quizzes, asked while the page renders on the server, so that the
 * question is part of the page's first paint instead of arriving after hydration. /quizzes is
 * a page for everyone (rendered without the session cookie, kept and replayed), so this is a
 * visitor's question, the same for every visitor for one cache period. Null on that page
 * rendered for a reader who sent a session cookie: their browser asks for their own question
 * (unanswered ones first, with a served time of their own) and the card keeps its space
 * meanwhile. Null in the browser, where the player asks for its questions itself, and when the
 * service did not answer (the player then asks again, and shows the error if it fails once
 * more).
 */
export const firstQuestion = createIsomorphicFn()
  .server(async (): Promise<ServedQuestion | null> => {
    if (sessionLeftToBrowser()) return null;
    try {
      // Loaded here, in the server branch the build removes from the browser's bundle, so
      // browser code (and Storybook) never loads a server-only module.
      const { serverApiRequest } = await import('@/lib/api/api-request.server');
      return await serverApiRequest<ServedQuestion>('/api/quiz/next');
    } catch (error) {
      console.error('web: the first quiz question could not be asked:', (error as Error).message);
      return null;
    }
  })
  .client(async (): Promise<ServedQuestion | null> => null);
