import type { FastifyBaseLogger } from 'fastify';
import { readSiteSettings } from '../../lib/site-settings';
import type { CmsClient } from '../../plugins/cms-client';

/** Where contact messages are emailed. */
export interface EditorialInbox {
  address(): Promise<string>;
}

/**
 * The editorial email of the CMS's site settings (editors can change it without a deploy).
 * When the CMS has none or does not answer, the fallback address (EDITORIAL_EMAIL) is used, so
 * a message is never lost for want of an inbox.
 */
export function createCmsEditorialInbox(
  cms: CmsClient,
  fallback: string,
  log: FastifyBaseLogger,
): EditorialInbox {
  return {
    async address() {
      try {
        const { editorialEmail } = await readSiteSettings(cms);
        return editorialEmail?.includes('@') ? editorialEmail : fallback;
      } catch (err) {
        log.warn({ err }, 'site settings not readable; using EDITORIAL_EMAIL');
        return fallback;
      }
    },
  };
}
