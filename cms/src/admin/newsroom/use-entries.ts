// Reads the content manager's lists (or the newsroom's own route) for a home widget.
import { useFetchClient } from '@strapi/strapi/admin';
import { useEffect, useState } from 'react';

/** `refreshKey`: a change reads the paths again (an entry saved, say). */
export function useAdminData<T>(paths: string[], pick: (answers: unknown[]) => T, refreshKey = '') {
  const { get } = useFetchClient();
  const [value, setValue] = useState<T | null>(null);
  const [error, setError] = useState<string | null>(null);
  const key = `${paths.join('|')}#${refreshKey}`;
  useEffect(() => {
    let current = true;
    Promise.all(paths.map((path) => get(path).then((answer) => answer.data)))
      .then((answers) => current && setValue(pick(answers)))
      .catch(
        () => current && setError('This list could not be loaded. Reload the page to try again.'),
      );
    return () => {
      current = false;
    };
    // The paths are the query: a new key is a new read.
  }, [key]);
  return { value, error };
}
