import type { FastifyBaseLogger } from 'fastify';
import { cmsRequest, type CmsEndpoint } from '../stories/cms-rest';

/** Where contact messages are emailed. */
export interface EditorialInbox {
  address(): Promise<string>;
  /** Drops the remembered address (the CMS said its content changed). */
  forget(): void;
}

const CACHE_MS = 5 * 60_000;

/**
 * The editorial email of the CMS's site settings (editors can change it without a deploy),
 * remembered for five minutes. When the CMS has none or does not answer, the fallback address
 * (EDITORIAL_EMAIL) is used, so a message is never lost for want of an inbox.
 */
export function createCmsEditorialInbox(
  endpoint: CmsEndpoint,
  fallback: string,
  log: FastifyBaseLogger,
): EditorialInbox {
  let cached: { address: string; until: number } | null = null;
  return {
    forget: () => {
      cached = null;
    },
    async address() {
      const now = Date.now();
      if (cached && cached.until > now) return cached.address;
      let address = fallback;
      try {
        const { status, body } = await cmsRequest(
          endpoint,
          '/api/site-setting?fields[0]=editorialEmail',
        );
        const fromCms = (body as { data?: { editorialEmail?: unknown } } | null)?.data
          ?.editorialEmail;
        if (status === 200 && typeof fromCms === 'string' && fromCms.includes('@'))
          address = fromCms;
        else if (status !== 200)
          log.warn({ status }, 'site settings not readable; using EDITORIAL_EMAIL');
      } catch (err) {
        log.warn({ err }, 'site settings not reachable; using EDITORIAL_EMAIL');
        // Retry soon rather than keeping the fallback for the full period.
        cached = { address, until: now + 30_000 };
        return address;
      }
      cached = { address, until: now + CACHE_MS };
      return address;
    },
  };
}
