import type { FastifyInstance } from 'fastify';
import { legacyMessages } from '@apogee/contracts/legacy';
import { AppError } from '../../lib/errors';
import { cmsRequest, type CmsEndpoint } from '../../modules/stories/cms-rest';

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

interface CmsPage<T> {
  data?: T[];
  meta?: { pagination?: { pageCount?: number } };
}

const PAGE_SIZE = 100;
/** Enough for years of articles; a listing never reads past it. */
const MAX_PAGES = 20;

const QUERIES = {
  blogs: 'populate[0]=category&populate[1]=tags&populate[2]=featureImage&sort[0]=publishedAt:desc',
  categories: 'sort[0]=name:asc',
  magazines: 'populate[0]=cover&populate[1]=tags&sort[0]=issueDate:desc',
  stories: 'populate[pages][populate]=media&sort[0]=publishedAt:desc',
} as const;
type Collection = keyof typeof QUERIES;

/**
 * The published content the old content paths read: whole collections from the CMS's REST
 * API, cached in the service's CMS cache (5 minutes, emptied by the CMS webhook). Reads use
 * the published-content token (CMS_WEB_TOKEN): the quiz-service's own token may read quiz
 * questions only.
 */
export function createCmsContent(app: FastifyInstance, endpoint?: CmsEndpoint) {
  const cms: CmsEndpoint = endpoint ?? {
    baseUrl: app.config.cmsUrl,
    token: app.config.cmsWebToken,
  };

  async function readAll<T>(collection: Collection): Promise<T[]> {
    const entries: T[] = [];
    for (let page = 1; page <= MAX_PAGES; page++) {
      const path = `/api/${collection}?${QUERIES[collection]}&pagination[page]=${page}&pagination[pageSize]=${PAGE_SIZE}`;
      const { status, body } = await cmsRequest(cms, path, {}, legacyMessages.contentUnavailable);
      if (status !== 200) {
        app.log.error({ collection, status }, 'the CMS refused a content read');
        throw new AppError(503, 'CMS_UNAVAILABLE', legacyMessages.contentUnavailable);
      }
      const answer = (body ?? {}) as CmsPage<T>;
      entries.push(...(answer.data ?? []));
      if (page >= (answer.meta?.pagination?.pageCount ?? 1) || !answer.data?.length) break;
    }
    return entries;
  }

  const cached = <T>(collection: Collection) =>
    app.cms.cached(`legacy:${collection}`, () => readAll<T>(collection));

  return {
    /** Published blogs, newest first. */
    blogs: () => cached<CmsBlog>('blogs'),
    categories: () => cached<CmsNamed>('categories'),
    /** Newest issue first. */
    magazines: () => cached<CmsMagazine>('magazines'),
    /** Newest first. */
    stories: () => cached<CmsStory>('stories'),
  };
}

export type CmsContent = ReturnType<typeof createCmsContent>;
