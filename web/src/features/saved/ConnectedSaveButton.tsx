import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { ApiRequestError } from '@/lib/api/api-request';
import { savedArticlesQueryOptions, setSaved } from './api';
import { SaveButton, type SaveButtonProps } from './SaveButton';

const FAILED = 'Could not update your reading list. Try again.';

/**
 * A signed-in reader's Save button: whether the article is saved comes from the reading list,
 * asked for once per page however many buttons it has (one query key).
 */
export default function ConnectedSaveButton({
  slug,
  title,
  look,
}: {
  slug: string;
  title: string;
  look?: SaveButtonProps['look'];
}) {
  const queryClient = useQueryClient();
  const { data } = useQuery(savedArticlesQueryOptions());
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  // Until the list has come (or when it could not be read), no button rather than a wrong one.
  if (!data) return null;
  const saved = data.items.some((item) => item.slug === slug);
  const toggle = async () => {
    setPending(true);
    setError(null);
    try {
      await setSaved(queryClient, slug, !saved);
    } catch (err) {
      setError(
        err instanceof ApiRequestError && err.status >= 400 && err.status < 500
          ? err.message
          : FAILED,
      );
    } finally {
      setPending(false);
    }
  };
  return (
    <SaveButton
      title={title}
      saved={saved}
      pending={pending}
      error={error}
      look={look}
      onToggle={() => void toggle()}
    />
  );
}
