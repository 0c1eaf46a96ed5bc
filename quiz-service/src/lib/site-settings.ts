import type { CmsClient } from '../plugins/cms-client';

/** The parts of the CMS's site settings the service uses (editors change them without a deploy). */
export interface SiteSettings {
  siteName: string | null;
  editorialEmail: string | null;
}

const text = (value: unknown) => (typeof value === 'string' && value.trim() ? value.trim() : null);

/**
 * The site settings, read with the published-content token and kept in the CMS cache (purged
 * by the CMS webhook). Throws CmsError when the CMS cannot give them.
 */
export async function readSiteSettings(cms: CmsClient): Promise<SiteSettings> {
  return cms.cached('site-settings', async () => {
    const answer = await cms.getJson<{ data?: Record<string, unknown> | null }>(
      'published',
      '/api/site-setting?fields[0]=siteName&fields[1]=editorialEmail',
    );
    return {
      siteName: text(answer.data?.siteName),
      editorialEmail: text(answer.data?.editorialEmail),
    };
  });
}
