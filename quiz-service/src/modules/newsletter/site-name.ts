import { cmsRequest, type CmsEndpoint } from '../stories/cms-rest';

/** The site's name for email subjects: the CMS's site settings (editors may rename the site). */
export interface SiteName {
  get(): Promise<string>;
  forget(): void;
}

const CACHE_MS = 10 * 60_000;

/** Read from the CMS and remembered; the brand's name when the CMS has none or is away. */
export function createCmsSiteName(endpoint: CmsEndpoint, fallback = 'Apogee'): SiteName {
  let cached: { name: string; until: number } | null = null;
  return {
    forget: () => {
      cached = null;
    },
    async get() {
      const now = Date.now();
      if (cached && cached.until > now) return cached.name;
      let name = fallback;
      try {
        const { status, body } = await cmsRequest(endpoint, '/api/site-setting?fields[0]=siteName');
        const fromCms = (body as { data?: { siteName?: unknown } } | null)?.data?.siteName;
        if (status === 200 && typeof fromCms === 'string' && fromCms.trim()) name = fromCms.trim();
      } catch {
        cached = { name, until: now + 30_000 };
        return name;
      }
      cached = { name, until: now + CACHE_MS };
      return name;
    },
  };
}
