/**
 * An article's publish date is the date readers see on it. Strapi stamps "now" on every
 * publish, so fixing a typo and publishing again would move an old article to the top of
 * the site. This keeps the date of the version being replaced; only a first publish (or a
 * publish after unpublishing) takes the current time.
 */
import type { Core } from '@strapi/strapi';
import { copyPublicationDates, LISTED_TYPES } from './publication-date';

/** Types whose publish date is shown to readers as the content's date. */
const DATED_TYPES = new Set(['api::blog.blog', 'api::magazine.magazine']);

interface PublishContext {
  uid: string;
  action: string;
  params?: { documentId?: string };
}

export function keepPublishDates(strapi: Core.Strapi): void {
  strapi.documents.use(async (context, next) => {
    const { uid, action, params } = context as unknown as PublishContext;
    const listed = LISTED_TYPES.find((type) => type === uid);
    if (action !== 'publish' || !params?.documentId) return next();
    if (!DATED_TYPES.has(uid)) {
      const result = await next();
      if (listed) await copyPublicationDates(strapi, listed, [params.documentId]);
      return result;
    }
    const query = strapi.db.query(uid as 'api::blog.blog');
    const where = { documentId: params.documentId, publishedAt: { $notNull: true } };
    const previous = (await query.findOne({ where, select: ['publishedAt'] })) as {
      publishedAt?: string;
    } | null;
    const result = await next();
    if (previous?.publishedAt)
      await query.updateMany({ where, data: { publishedAt: previous.publishedAt } });
    // The lists' date is the one readers see: copied once the kept date is back.
    if (listed) await copyPublicationDates(strapi, listed, [params.documentId]);
    return result;
  });
}
