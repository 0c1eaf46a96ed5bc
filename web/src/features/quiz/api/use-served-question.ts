import type { ServedQuestion } from '@apogee/contracts/quiz';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useEffect, useState, useSyncExternalStore } from 'react';
import { nextQuestionQueryOptions } from './next-question';

/** The question on screen: on its way, failed to come, or shown. */
export type QuestionOnScreen =
  | { status: 'pending' }
  | { status: 'failed'; error: Error }
  | { status: 'shown'; question: ServedQuestion };

/** What the player can do with it. */
export interface QuestionActions {
  /** Asks for the next question, not the one on screen (the one just answered). */
  next: () => void;
  /** Asks again for the question that failed to come ("Try again"). */
  retry: () => void;
}

export interface ServedQuestions extends QuestionActions {
  current: () => QuestionOnScreen;
  subscribe: (onChange: () => void) => () => void;
  /** Asks for a question if none is on screen (on mount; again after `stop`). */
  start: () => void;
  /** Drops the answers still on their way, so none reaches a player that is gone. */
  stop: () => void;
}

// One object, so that asking again while a question is on its way renders nothing new.
const PENDING: QuestionOnScreen = { status: 'pending' };

/**
 * The questions served to one player, one round at a time, through React Query's client
 * (`fetchQuery` with the query options of `nextQuestionQueryOptions`: one retry, nothing kept).
 * Only the latest request's answer reaches the screen: a late answer of an earlier round (a
 * double "Next") or one that comes after `stop` is dropped.
 */
export function servedQuestions(
  queryClient: QueryClient,
  firstQuestion: ServedQuestion | null,
  category?: string,
): ServedQuestions {
  let onScreen: QuestionOnScreen = firstQuestion
    ? { status: 'shown', question: firstQuestion }
    : PENDING;
  let round = 0;
  let exclude: string | undefined;
  let asked = 0;
  const listeners = new Set<() => void>();

  const show = (next: QuestionOnScreen) => {
    if (next === onScreen) return;
    onScreen = next;
    for (const listener of listeners) listener();
  };

  const ask = async () => {
    const request = ++asked;
    show(PENDING);
    try {
      const question = await queryClient.fetchQuery(
        nextQuestionQueryOptions(round, exclude, category),
      );
      if (request === asked) show({ status: 'shown', question });
    } catch (error) {
      const failure = error instanceof Error ? error : new Error(String(error));
      if (request === asked) show({ status: 'failed', error: failure });
    }
  };

  return {
    current: () => onScreen,
    subscribe: (onChange) => {
      listeners.add(onChange);
      return () => listeners.delete(onChange);
    },
    start: () => {
      if (onScreen.status === 'pending') void ask();
    },
    stop: () => {
      asked += 1;
    },
    next: () => {
      if (onScreen.status === 'shown') exclude = onScreen.question.id;
      round += 1;
      void ask();
    },
    retry: () => void ask(),
  };
}

/**
 * The question on screen in the quiz player: `firstQuestion` (the one the server rendered the
 * page with) at once and without a request, otherwise asked for once the player is in the
 * browser; `next` and `retry` ask for another.
 *
 * Not `useQuery`: its query observer (TanStack Query's `QueryObserver` and `useBaseQuery`,
 * about 2.9 KB compressed) would be part of /quizzes' first-load JavaScript only to hold one
 * question that is never refetched (docs/performance.md, "First-load JavaScript"). The query
 * client, with `fetchQuery`, is in every page's first load already. The question is kept in a
 * small store (`servedQuestions`) rather than `useState`, so that its rounds can be tested
 * without a DOM. A player is for one category: the practice page keys it by the slug.
 */
export function useServedQuestion(
  firstQuestion: ServedQuestion | null,
  category?: string,
): QuestionOnScreen & QuestionActions {
  const queryClient = useQueryClient();
  const [served] = useState(() => servedQuestions(queryClient, firstQuestion, category));
  const onScreen = useSyncExternalStore(served.subscribe, served.current, served.current);
  useEffect(() => {
    served.start();
    return served.stop;
  }, [served]);
  return { ...onScreen, next: served.next, retry: served.retry };
}
