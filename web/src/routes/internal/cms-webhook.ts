import { requestHasBearerSecret } from '@apogee/service-plumbing/internal-secret';
import { createFileRoute } from '@tanstack/react-router';
import { cmsCache } from '@/lib/cms/cms-cache.server';
import { webConfig } from '@/lib/config/web-config.server';

// Strapi calls this after an entry is published, changed or deleted, so readers see the
// change without waiting for the cache to expire.
export const Route = createFileRoute('/internal/cms-webhook')({
  server: {
    handlers: {
      POST: ({ request }) => {
        if (!requestHasBearerSecret(request, webConfig().cmsWebhookSecret)) {
          return Response.json(
            { error: { code: 'UNAUTHORIZED', message: 'A valid purge secret is required.' } },
            { status: 401 },
          );
        }
        cmsCache.purge();
        return Response.json({ purged: true });
      },
    },
  },
});
