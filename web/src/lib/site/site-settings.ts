import { queryOptions, type QueryClient } from '@tanstack/react-query';

/** What every page needs to know about the site (editable in the CMS's Site settings). */
export interface SiteSettings {
  siteName: string;
  tagline: string;
  seoDescription: string;
  seoKeywords: string;
  operatingCompany: string;
  authorLabel: string;
  footerDescription: string;
  contactPhone: string;
  postalAddress: string;
  mapLink: string;
  editorialEmail: string;
  socialLinks: { facebook: string; linkedin: string; instagram: string };
  /** The site's public origin, for canonical URLs and sharing links. */
  publicUrl: string;
}

export const siteSettingsQueryOptions = () =>
  queryOptions({
    queryKey: ['site-settings'],
    // Imported when it runs: on the server, or in the browser on a client navigation.
    queryFn: async () => (await import('./get-site-settings')).getSiteSettings(),
    staleTime: 5 * 60_000,
  });

/** `loader` of a page whose head needs only the site settings. */
export async function loadSiteSettings({
  context: { queryClient },
}: {
  context: { queryClient: QueryClient };
}) {
  return { settings: await queryClient.ensureQueryData(siteSettingsQueryOptions()) };
}
