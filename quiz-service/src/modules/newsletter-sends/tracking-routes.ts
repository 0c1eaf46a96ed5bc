import { newsletterSendMessages as messages } from '@apogee/contracts/newsletter-sends';
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from '../../lib/fastify-zod';
import { AppError } from '../../lib/errors';
import { recordFirst } from './repository';
import { linkSignatureValid, readDeliveryToken, trackingKey, type Tracking } from './tracking';

/** A transparent 1×1 GIF. */
const PIXEL = Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64');

const tokenParams = z.object({ token: z.string().max(100) });
const clickQuery = z.object({
  u: z.string().max(4000).default(''),
  s: z.string().max(100).default(''),
});

/**
 * The public ends of the opt-in tracking (tracking.ts): the open pixel and the click redirect.
 * Each records the first time only (opened_at, clicked_at of the delivery), and only while
 * NEWSLETTER_TRACKING counts it; a signed link keeps working after tracking is switched off.
 * A first open or click makes the send's kept counts be counted again (service.ts, countsOf).
 */
export const trackingRoutes: FastifyPluginAsyncZod<{ tracking: Tracking; secret: string }> = async (
  app,
  { tracking, secret },
) => {
  const key = trackingKey(secret);

  app.get(
    '/api/newsletter/o/:token',
    { schema: { params: tokenParams } },
    async (request, reply) => {
      const delivery = readDeliveryToken(key, request.params.token);
      if (delivery && tracking.opens)
        await recordFirst(app.db, 'opened', delivery.sendId, delivery.subscriberId);
      return reply.type('image/gif').header('cache-control', 'no-store').send(PIXEL);
    },
  );

  app.get(
    '/api/newsletter/c/:token',
    { schema: { params: tokenParams, querystring: clickQuery } },
    async (request, reply) => {
      const { token } = request.params;
      const { u: url, s: signature } = request.query;
      const delivery = readDeliveryToken(key, token);
      // Only a link this service signed for this email: never a redirect to anywhere else.
      if (
        !delivery ||
        !/^https?:\/\//i.test(url) ||
        !linkSignatureValid(key, token, url, signature)
      )
        throw new AppError(400, 'LINK_INVALID', messages.trackedLinkInvalid);
      if (tracking.clicks)
        await recordFirst(app.db, 'clicked', delivery.sendId, delivery.subscriberId);
      return reply.header('cache-control', 'no-store').redirect(url, 302);
    },
  );
};
