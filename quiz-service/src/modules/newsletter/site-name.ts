import { readSiteSettings } from '../../lib/site-settings';
import type { CmsClient } from '../../plugins/cms-client';

/** The site's name for email subjects: the CMS's site settings (editors may rename the site). */
export interface SiteName {
  get(): Promise<string>;
}

/** The brand's name when the CMS has none or is away. */
export function createCmsSiteName(cms: CmsClient, fallback = 'Apogee'): SiteName {
  return {
    async get() {
      try {
        return (await readSiteSettings(cms)).siteName ?? fallback;
      } catch {
        return fallback;
      }
    },
  };
}
