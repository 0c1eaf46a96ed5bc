import { useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute, notFound } from '@tanstack/react-router';
import { NotFoundPage } from '@/components/errors/NotFoundPage';
import { Loader } from '@/components/ui/loader/Loader';
import { publisherQueryOptions } from '@/features/pages/api/queries';
import { PublisherProfile } from '@/features/pages/components/PublisherProfile';
import { pageHead } from '@/lib/seo/page-head';
import { siteSettingsQueryOptions } from '@/lib/site/site-settings';

export const Route = createFileRoute('/user-profile')({
  loader: async ({ context: { queryClient } }) => {
    const [settings, publisher] = await Promise.all([
      queryClient.ensureQueryData(siteSettingsQueryOptions()),
      queryClient.ensureQueryData(publisherQueryOptions()),
    ]);
    if (!publisher) throw notFound();
    return { settings, publisher };
  },
  head: ({ loaderData }) =>
    loaderData
      ? pageHead({
          settings: loaderData.settings,
          title: `${loaderData.publisher.name} | ${loaderData.settings.siteName}`,
          description: `${loaderData.publisher.name}, publisher of ${loaderData.settings.siteName}.`,
          path: '/user-profile',
          image: loaderData.publisher.picture?.url,
        })
      : {},
  pendingComponent: () => <Loader fullScreen />,
  notFoundComponent: NotFoundPage,
  component: UserProfilePage,
});

function UserProfilePage() {
  const { data: publisher } = useSuspenseQuery(publisherQueryOptions());
  return (
    <div className="container">{publisher ? <PublisherProfile publisher={publisher} /> : null}</div>
  );
}
