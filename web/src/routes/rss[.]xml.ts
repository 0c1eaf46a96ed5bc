import { createFileRoute } from '@tanstack/react-router';
import { rssResponse } from '@/lib/site/rss-response.server';

export const Route = createFileRoute('/rss.xml')({
  server: { handlers: { GET: () => rssResponse() } },
});
