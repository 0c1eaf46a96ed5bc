import { createFileRoute } from '@tanstack/react-router';
import { webConfig } from '@/lib/config/web-config.server';
import { robotsTxt } from '@/lib/site/feeds';

export const Route = createFileRoute('/robots.txt')({
  server: {
    handlers: {
      GET: () =>
        new Response(robotsTxt(webConfig().publicUrl), {
          headers: {
            'content-type': 'text/plain; charset=utf-8',
            'cache-control': 'public, max-age=3600',
          },
        }),
    },
  },
});
