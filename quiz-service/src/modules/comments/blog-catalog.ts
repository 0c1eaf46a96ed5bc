import { CmsError, type CmsClient } from '../../plugins/cms-client';

const UNAVAILABLE = 'Comments cannot be posted right now. Please try again later.';

/** Which articles may be commented on: the published blogs of the CMS. */
export interface BlogCatalog {
  isPublished(slug: string): Promise<boolean>;
}

const FOUND_TTL_MS = 10 * 60_000;
/** Short, so an article published a minute ago soon accepts comments. */
const MISSING_TTL_MS = 30_000;

/** Asks the CMS (published content only); answers are kept in the CMS cache for a while. */
export function createCmsBlogCatalog(cms: CmsClient): BlogCatalog {
  return {
    isPublished(slug) {
      const query = new URLSearchParams({
        'filters[slug][$eq]': slug,
        'fields[0]': 'slug',
        'pagination[pageSize]': '1',
      });
      return cms.cached(
        `blog-published:${slug}`,
        async () => {
          const { status, body } = await cms.request('published', `/api/blogs?${query}`, {
            message: UNAVAILABLE,
          });
          if (status !== 200 && status !== 404)
            throw new CmsError(`the CMS answered ${status} to the blog lookup`, {
              message: UNAVAILABLE,
              cmsStatus: status,
            });
          const data = (body as { data?: unknown[] } | null)?.data;
          return status === 200 && Array.isArray(data) && data.length > 0;
        },
        (published) => (published ? FOUND_TTL_MS : MISSING_TTL_MS),
      );
    },
  };
}
