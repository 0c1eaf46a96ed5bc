import { createFileRoute } from '@tanstack/react-router';
import { sitemapFileResponse } from '@/lib/site/sitemap-response.server';

// The files /sitemap.xml lists: pages.xml, articles-1.xml, articles-2.xml…
export const Route = createFileRoute('/sitemaps/$file')({
  server: { handlers: { GET: ({ params }) => sitemapFileResponse(params.file) } },
});
