import { useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute, notFound } from '@tanstack/react-router';
import { NotFoundPage } from '@/components/errors/NotFoundPage';
import { Loader } from '@/components/ui/loader/Loader';
import { LazyIssueQuiz } from '@/features/quiz/learning/components/LazyIssueQuiz';
import { magazineBySlugQueryOptions } from '@/features/magazines/api/queries';
import { MagazineDetail } from '@/features/magazines/components/MagazineDetail';
import { breadcrumbJsonLd, pageHead } from '@/lib/seo/page-head';
import { siteSettingsQueryOptions } from '@/lib/site/site-settings';

export const Route = createFileRoute('/publications/$magazineSlug')({
  loader: async ({ context: { queryClient }, params }) => {
    const settings = await queryClient.ensureQueryData(siteSettingsQueryOptions());
    // A failed call or an empty result shows the 404 page (docs/product/magazine.md).
    const magazine = await queryClient
      .ensureQueryData(magazineBySlugQueryOptions(params.magazineSlug))
      .catch(() => null);
    if (!magazine) throw notFound();
    return { settings, magazine };
  },
  head: ({ loaderData }) => {
    if (!loaderData) return {};
    const { settings, magazine } = loaderData;
    const path = `/publications/${magazine.slug}`;
    return pageHead({
      settings,
      title: `${magazine.title} | ${settings.siteName}`,
      description: magazine.descriptionText.slice(0, 160) || magazine.title,
      path,
      image: magazine.cover?.url,
      jsonLd: [
        breadcrumbJsonLd(settings.publicUrl, [
          { name: 'Home', path: '/' },
          { name: 'Publications', path: '/publications' },
          { name: magazine.title, path },
        ]),
      ],
    });
  },
  pendingComponent: () => <Loader fullScreen />,
  notFoundComponent: NotFoundPage,
  component: MagazineIssuePage,
});

function MagazineIssuePage() {
  const { magazineSlug } = Route.useParams();
  const { data: magazine } = useSuspenseQuery(magazineBySlugQueryOptions(magazineSlug));
  if (!magazine) return <NotFoundPage />;
  return (
    <div className="container">
      <MagazineDetail magazine={magazine} />
      <LazyIssueQuiz slug={magazine.slug} />
    </div>
  );
}
