import { legacyMessages } from '@apogee/contracts/legacy';
import type { CmsClient } from '../../plugins/cms-client';

/** Strapi 5 REST entries (flat attributes). Only what the old shapes need is typed. */
export interface CmsMedia {
  url?: unknown;
  mime?: unknown;
  alternativeText?: unknown;
}
export interface CmsNamed {
  id?: unknown;
  name?: unknown;
  slug?: unknown;
}
export interface CmsBlog {
  id?: unknown;
  slug?: unknown;
  title?: unknown;
  description?: unknown;
  content?: unknown;
  publishedAt?: unknown;
  featureImage?: CmsMedia | null;
  category?: CmsNamed | null;
  author?: CmsNamed | null;
  tags?: CmsNamed[] | null;
}
export interface CmsMagazine {
  id?: unknown;
  slug?: unknown;
  title?: unknown;
  description?: unknown;
  readerUrl?: unknown;
  purchaseUrl?: unknown;
  issueDate?: unknown;
  cover?: CmsMedia | null;
  tags?: CmsNamed[] | null;
}
export interface CmsStory {
  id?: unknown;
  slug?: unknown;
  title?: unknown;
  pages?: { id?: unknown; caption?: unknown; media?: CmsMedia | null }[] | null;
}

const PAGE_SIZE = 100;
/** Categories, magazines and stories stay few (articles are read from the search index). */
const MAX_PAGES = 20;

const QUERIES = {
  categories: 'sort[0]=name:asc',
  magazines: 'populate[0]=cover&populate[1]=tags&sort[0]=issueDate:desc',
  stories: 'populate[pages][populate]=media&sort[0]=publishedAt:desc',
} as const;
type Collection = keyof typeof QUERIES;

/**
 * The published content the old content paths read: whole collections from the CMS's REST
 * API with the published-content token (CMS_WEB_TOKEN), kept in the service's CMS cache
 * (5 minutes, emptied by the CMS webhook).
 */
export function createCmsContent(cms: CmsClient) {
  const readAll = <T>(collection: Collection) =>
    cms.getAllPages<T>('published', `/api/${collection}?${QUERIES[collection]}`, {
      pageSize: PAGE_SIZE,
      maxPages: MAX_PAGES,
      message: legacyMessages.contentUnavailable,
    });

  const cached = <T>(collection: Collection) =>
    cms.cached(`legacy:${collection}`, () => readAll<T>(collection));

  return {
    categories: () => cached<CmsNamed>('categories'),
    /** Newest issue first. */
    magazines: () => cached<CmsMagazine>('magazines'),
    /** Newest first. */
    stories: () => cached<CmsStory>('stories'),
  };
}

export type CmsContent = ReturnType<typeof createCmsContent>;
