import { createFileRoute } from '@tanstack/react-router';
import { sitemapIndexResponse } from '@/lib/site/sitemap-response.server';

// A sitemap index (sitemaps.org): the site's pages and its articles are files of their own
// under /sitemaps/, so no answer reads the whole archive.
export const Route = createFileRoute('/sitemap.xml')({
  server: { handlers: { GET: () => sitemapIndexResponse() } },
});
