import { useSuspenseQuery, type QueryClient } from '@tanstack/react-query';
import { notFound } from '@tanstack/react-router';
import {
  pageBySlugQueryOptions,
  type StaticPage,
  type StaticPageSlug,
} from '@/features/pages/api/page-by-slug';
import { StaticPageView } from '@/features/pages/components/StaticPageView';
import { pageHead } from '@/lib/seo/page-head';
import { siteSettingsQueryOptions, type SiteSettings } from '@/lib/site/site-settings';

// Shared by the four CMS-edited static pages (About, Privacy, Terms, Information Policy).

export async function loadStaticPage(queryClient: QueryClient, slug: StaticPageSlug) {
  const [settings, page] = await Promise.all([
    queryClient.ensureQueryData(siteSettingsQueryOptions()),
    queryClient.ensureQueryData(pageBySlugQueryOptions(slug)),
  ]);
  if (!page) throw notFound();
  return { settings, page };
}

export function staticPageHead(
  loaderData: { settings: SiteSettings; page: StaticPage } | undefined,
  slug: StaticPageSlug,
) {
  if (!loaderData) return {};
  const { settings, page } = loaderData;
  return pageHead({
    settings,
    title: `${page.title} | ${settings.siteName}`,
    description: page.summary || page.title,
    path: `/${slug}`,
  });
}

export function StaticPageScreen({ slug }: { slug: StaticPageSlug }) {
  const { data: page } = useSuspenseQuery(pageBySlugQueryOptions(slug));
  return <div className="container">{page ? <StaticPageView page={page} /> : null}</div>;
}
