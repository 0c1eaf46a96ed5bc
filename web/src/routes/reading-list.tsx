import { useQuery, useQueryClient } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { useState } from 'react';
import { Loader } from '@/components/ui/loader/Loader';
import { requireUser } from '@/features/auth/require-user';
import { savedArticlesQueryOptions, setSaved } from '@/features/saved/api';
import { ReadingList, type ReadingListState } from '@/features/saved/ReadingList';
import { ApiRequestError } from '@/lib/api/api-request';
import { pageHead } from '@/lib/seo/page-head';
import { siteSettingsQueryOptions } from '@/lib/site/site-settings';

export const Route = createFileRoute('/reading-list')({
  beforeLoad: requireUser,
  loader: async ({ context: { queryClient } }) => ({
    settings: await queryClient.ensureQueryData(siteSettingsQueryOptions()),
  }),
  head: ({ loaderData }) =>
    loaderData
      ? pageHead({
          settings: loaderData.settings,
          title: `Reading list | ${loaderData.settings.siteName}`,
          description: 'The articles you saved to read later.',
          path: '/reading-list',
          noIndex: true,
        })
      : {},
  pendingComponent: () => <Loader />,
  component: ReadingListPage,
});

function ReadingListPage() {
  const queryClient = useQueryClient();
  // Asked for by the browser: the list changes with every Save, anywhere on the site.
  const list = useQuery(savedArticlesQueryOptions());
  const [removing, setRemoving] = useState<string | null>(null);
  const [removeError, setRemoveError] = useState<string | null>(null);
  const state: ReadingListState = list.data
    ? { status: 'ready', items: list.data.items }
    : list.isError
      ? { status: 'error', onRetry: () => void list.refetch() }
      : { status: 'loading' };
  const remove = async (slug: string) => {
    setRemoving(slug);
    setRemoveError(null);
    try {
      await setSaved(queryClient, slug, false);
    } catch (err) {
      setRemoveError(
        err instanceof ApiRequestError && err.status >= 400 && err.status < 500
          ? err.message
          : 'The article could not be removed. Try again.',
      );
    } finally {
      setRemoving(null);
    }
  };
  return (
    <div className="container reading-list">
      <h1 className="page-title">Reading list</h1>
      <ReadingList
        state={state}
        removing={removing}
        removeError={removeError}
        onRemove={(slug) => void remove(slug)}
      />
    </div>
  );
}
