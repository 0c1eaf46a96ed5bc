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
      ...(documentIds ? { documentId: { $in: documentIds } } : { publicationDate: null }),
    },
    select: ['documentId', 'publishedAt'],
  })) as Row[];
  for (const row of published)
    await query.updateMany({
      where: { documentId: row.documentId },
      data: { publicationDate: row.publishedAt },
    });
  return published.length;
}

/** At start: entries published before the field existed (and the scale fixture's) get it. */
export async function fillPublicationDates(strapi: Core.Strapi) {
  for (const uid of LISTED_TYPES) await copyPublicationDates(strapi, uid);
}
