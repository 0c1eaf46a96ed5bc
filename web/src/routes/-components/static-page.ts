import type { QueryClient } from '@tanstack/react-query';
import { notFound } from '@tanstack/react-router';
import type { StaticPage, StaticPageSlug } from '@/features/pages/api/page-by-slug.functions';
import { pageBySlugQueryOptions } from '@/features/pages/api/queries';
import { pageHead } from '@/lib/seo/page-head';
import type { SiteSettings } from '@/lib/site/site-settings.functions';
import { siteSettingsQueryOptions } from '@/lib/site/site-settings';

// Loader and head shared by the four CMS-edited static pages (About, Privacy, Terms,
// Information Policy). The screen lives in static-page-screen.tsx so that the rich-text
// renderer loads with the page, not with every page of the site.

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
