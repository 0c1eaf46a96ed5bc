import { cmsRequest, type CmsEndpoint } from '../stories/cms-rest';

/** Which articles may be commented on: the published blogs of the CMS. */
export interface BlogCatalog {
  isPublished(slug: string): Promise<boolean>;
  /** Drops remembered answers (the CMS said its content changed). */
  forget(): void;
}

const FOUND_TTL_MS = 10 * 60_000;
/** Short, so an article published a minute ago soon accepts comments. */
const MISSING_TTL_MS = 30_000;

/** Asks the CMS (published content only), remembering answers for a while. */
export function createCmsBlogCatalog(endpoint: CmsEndpoint): BlogCatalog {
  const known = new Map<string, { published: boolean; until: number }>();
  return {
    forget: () => known.clear(),
    async isPublished(slug) {
      const now = Date.now();
      const cached = known.get(slug);
      if (cached && cached.until > now) return cached.published;
      const query = new URLSearchParams({
        'filters[slug][$eq]': slug,
        'fields[0]': 'slug',
        'pagination[pageSize]': '1',
      });
      const { status, body } = await cmsRequest(
        endpoint,
        `/api/blogs?${query}`,
        {},
        'Comments cannot be posted right now. Please try again later.',
      );
      const data = (body as { data?: unknown[] } | null)?.data;
      const published = status === 200 && Array.isArray(data) && data.length > 0;
      if (status !== 200 && status !== 404)
        throw new Error(`CMS answered ${status} to the blog lookup`);
      if (known.size > 5000) known.clear();
      known.set(slug, { published, until: now + (published ? FOUND_TTL_MS : MISSING_TTL_MS) });
      return published;
    },
  };
}
