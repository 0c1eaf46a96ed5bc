import { queryOptions, type QueryClient } from '@tanstack/react-query';

// The site settings' query options. The read (document, server function, the SiteSettings
// type) is site-settings.functions.ts, imported when the query runs: the root route is in
// every page's entry chunk and must not bring Start's RPC client into the first load.

export const siteSettingsQueryOptions = () =>
  queryOptions({
    queryKey: ['site-settings'],
    queryFn: () => import('./site-settings.functions').then((read) => read.getSiteSettings()),
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
