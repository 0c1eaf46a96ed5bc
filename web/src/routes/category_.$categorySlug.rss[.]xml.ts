import { createFileRoute } from '@tanstack/react-router';
import { rssResponse } from '@/lib/site/rss-response.server';

// One feed per category, beside (not inside) the category page.
export const Route = createFileRoute('/category_/$categorySlug/rss.xml')({
  server: { handlers: { GET: ({ params }) => rssResponse(params.categorySlug) } },
});
