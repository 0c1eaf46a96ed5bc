import { Readable } from 'node:stream';
import {
  SUBSCRIBERS_IMPORT_MAX_BYTES,
  newsletterSubscriberMessages as messages,
  subscriberFilterSchema,
  subscriberImportQuerySchema,
  subscriberImportReportSchema,
  subscriberListQuerySchema,
  subscriberListSchema,
  type Subscriber,
} from '@apogee/contracts/newsletter-subscribers';
import { BODY_TOO_LARGE } from '@apogee/contracts/body-limits';
import fp from 'fastify-plugin';
import type { FastifyPluginAsyncZod } from '../../lib/fastify-zod';
import { AppError } from '../../lib/errors';
import { requireSecret } from '../../lib/internal-secret';
import { exportCsv } from './export';
import { importSubscribers } from './import';
import * as repo from './repository';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** created_at as PostgreSQL writes it: 2026-11-27 18:04:31.123456+00 */
const CREATED_KEY = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}(\.\d{1,6})?[+-]\d{2}(:\d{2})?$/;

/** The next page's cursor: the last row's (created_at, id), opaque to the client. */
const cursorOf = (row: repo.SubscriberListRow) =>
  Buffer.from(`${row.created_key}|${row.id}`).toString('base64url');

function pageAfter(cursor: string | undefined): repo.Page['after'] {
  if (!cursor) return undefined;
  const [createdKey = '', id = ''] = Buffer.from(cursor, 'base64url').toString().split('|');
  if (!CREATED_KEY.test(createdKey) || !UUID.test(id))
    throw new AppError(400, 'VALIDATION_FAILED', messages.queryInvalid);
  return { createdKey, id };
}

const iso = (date: Date | null) => (date ? new Date(date).toISOString() : null);

const toSubscriber = (row: repo.SubscriberListRow): Subscriber => ({
  id: row.id,
  email: row.email,
  name: row.name,
  status: row.status,
  topics: row.topics,
  rhythm: row.rhythm,
  source: row.source,
  consentedAt: iso(row.consented_at),
  createdAt: iso(row.created_at) as string,
});

const routes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', requireSecret(app.config.newsroomNewsletterSecret));
  // An import's CSV reaches its handler as the request's stream, read row by row there (with
  // its own size limit), never buffered whole by Fastify.
  app.addContentTypeParser('text/csv', (_request, payload, done) => done(null, payload));

  app.get(
    '/api/internal/newsletter/subscribers',
    { schema: { querystring: subscriberListQuerySchema, response: { 200: subscriberListSchema } } },
    async (request) => {
      const { after, limit, ...filter } = request.query;
      const [rows, counts] = await Promise.all([
        repo.listPage(app.db, filter, { after: pageAfter(after), limit: limit + 1 }),
        repo.countByStatus(app.db, filter),
      ]);
      const page = rows.slice(0, limit);
      const last = page.at(-1);
      return {
        subscribers: page.map(toSubscriber),
        nextCursor: rows.length > limit && last ? cursorOf(last) : null,
        counts,
      };
    },
  );

  app.get(
    '/api/internal/newsletter/subscribers/export',
    { schema: { querystring: subscriberFilterSchema } },
    async (request, reply) => {
      const day = new Date().toISOString().slice(0, 10);
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="apogee-subscribers-${day}.csv"`)
        .header('cache-control', 'no-store')
        .send(
          exportCsv(app.db, request.query, (err) =>
            request.log.error({ err }, 'subscribers export cut short'),
          ),
        );
    },
  );

  app.post(
    '/api/internal/newsletter/subscribers/import',
    {
      schema: {
        querystring: subscriberImportQuerySchema,
        response: { 200: subscriberImportReportSchema },
      },
    },
    async (request) => {
      if (!(request.body instanceof Readable))
        throw new AppError(415, 'UNSUPPORTED_MEDIA_TYPE', messages.importNotCsv);
      if (Number(request.headers['content-length'] ?? 0) > SUBSCRIBERS_IMPORT_MAX_BYTES)
        throw new AppError(413, BODY_TOO_LARGE, messages.importTooLarge);
      return importSubscribers(app.db, request.body, request.query.dryRun === 'true');
    },
  );
};

/**
 * The newsroom's Subscribers page (behind NEWSROOM_NEWSLETTER_SECRET): the list with search,
 * status and topic filters; the CSV export; the import of Ghost, Mailchimp and Substack
 * exports with a dry run.
 */
export const newsletterSubscribersModule = fp(
  async (app) => {
    await app.register(routes);
  },
  { name: 'newsletter-subscribers', dependencies: ['db'] },
);
