/**
 * The date an entry was published, on its draft too. The admin's lists show drafts (Strapi's
 * publishedAt is empty on a draft), so a list sorted "newest first by publish date" needs the
 * date where the list can read it: `publicationDate`, private to the admin, copied from the
 * published version after each publish (keep-publish-date.ts, once the kept date is back) and
 * filled in at start for entries published before the field existed.
 */
import type { Core } from '@strapi/strapi';

export const LISTED_TYPES = [
  'api::blog.blog',
  'api::magazine.magazine',
  'api::story.story',
] as const;

interface Row {
  documentId: string;
  publishedAt: string | Date;
}

/** Copies each published version's date onto every version of its entry. */
export async function copyPublicationDates(
  strapi: Core.Strapi,
  uid: (typeof LISTED_TYPES)[number],
  documentIds?: string[],
) {
  const query = strapi.db.query(uid);
  const published = (await query.findMany({
    where: {
      publishedAt: { $notNull: true },
      ...(documentIds
        ? { documentId: { $in: documentIds } }
        : uid === 'api::blog.blog'
          ? { $or: [{ publicationDate: null }, { reviewStage: { $ne: 'Approved' } }] }
          : { publicationDate: null }),
    },
    select: ['documentId', 'publishedAt'],
  })) as Row[];
  for (const row of published) {
    const where = { documentId: row.documentId };
    await query.updateMany({ where, data: { publicationDate: row.publishedAt } });
    // Publishing an article is approving it: its review stage says so in the lists. At start,
    // only stages nobody set are filled in (a draft sent back for changes keeps its stage).
    if (uid === 'api::blog.blog')
      await query.updateMany({
        where: documentIds
          ? where
          : { ...where, $or: [{ reviewStage: null }, { reviewStage: 'Draft' }] },
        data: { reviewStage: 'Approved' },
      });
  }
  return published.length;
}

/**
 * At start, in one statement per type (the archive may hold 100,000 articles): entries
 * published before the field existed, or written straight into the tables (the scale
 * fixture), get their date, and published articles whose stage nobody set are approved.
 */
export async function fillPublicationDates(strapi: Core.Strapi) {
  const knex = strapi.db.connection;
  for (const uid of LISTED_TYPES) {
    const meta = strapi.db.metadata.get(uid);
    const column = (name: string) =>
      (meta.attributes[name] as { columnName?: string } | undefined)?.columnName ??
      name.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`);
    const table = meta.tableName;
    const [documentId, publishedAt, publicationDate] = [
      column('documentId'),
      column('publishedAt'),
      column('publicationDate'),
    ];
    const publishedDate = knex(`${table} as published`)
      .select(`published.${publishedAt}`)
      .where(`published.${documentId}`, knex.ref(`${table}.${documentId}`))
      .whereNotNull(`published.${publishedAt}`)
      .limit(1);
    await knex(table)
      .whereNull(publicationDate)
      .update({ [publicationDate]: publishedDate });
    if (uid === 'api::blog.blog') {
      const stage = column('reviewStage');
      await knex(table)
        .whereIn(documentId, knex(table).select(documentId).whereNotNull(publishedAt))
        .where((where) => where.whereNull(stage).orWhere(stage, 'Draft'))
        .update({ [stage]: 'Approved' });
    }
  }
}
