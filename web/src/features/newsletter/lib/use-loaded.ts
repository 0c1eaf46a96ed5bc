import { useCallback, useEffect, useState } from 'react';

export type Loaded<T> =
  | { state: 'loading' }
  | { state: 'failed'; error: unknown; retry: () => void }
  | { state: 'ready'; data: T; retry: () => void };

/**
 * A personal read made in the browser once the page is there (the server never renders a
 * reader's subscription), with a retry. `read` null: nothing to read (stays loading).
 */
export function useLoaded<T>(read: (() => Promise<T>) | null): Loaded<T> {
  const [attempt, setAttempt] = useState(0);
  const [result, setResult] = useState<Loaded<T>>({ state: 'loading' });
  const retry = useCallback(() => {
    setResult({ state: 'loading' });
    setAttempt((n) => n + 1);
  }, []);
  const hasRead = read !== null;
  useEffect(() => {
    if (!read) return;
    let live = true;
    read().then(
      (data) => live && setResult({ state: 'ready', data, retry }),
      (error: unknown) => live && setResult({ state: 'failed', error, retry }),
    );
    return () => {
      live = false;
    };
    // The read is a new closure each render; it is run on mount and on retry only.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [attempt, hasRead, retry]);
  return result;
}
