import { secretsMatch } from '@apogee/service-plumbing/internal-secret';
import { webConfig } from '@/lib/config/web-config.server';
import { CmsError } from './cms-client.server';

export type PreviewStatus = 'DRAFT' | 'PUBLISHED';

/** The CMS's preview links carry PREVIEW_SECRET; anything else is refused (server only). */
export function assertPreviewSecret(secret: string): void {
  if (!secretsMatch(secret, webConfig().previewSecret)) {
    throw new CmsError('This preview link is not valid.');
  }
}

export function previewStatus(status: string | undefined): PreviewStatus {
  return status === 'published' ? 'PUBLISHED' : 'DRAFT';
}

/** The longest slug a CMS read is asked for: longer ones cannot exist and are cut. */
const SLUG_MAX = 200;

/** A slug from a request, as the CMS reads take it. */
export const cmsSlug = (slug: string): string => String(slug).slice(0, SLUG_MAX);

export interface PreviewRequest {
  secret: string;
  slug: string;
  status: PreviewStatus;
}

/** A preview link's parameters, as the preview server functions take them. */
export function previewRequest(input: {
  secret: string;
  slug: string;
  status?: string;
}): PreviewRequest {
  return {
    secret: String(input.secret),
    slug: cmsSlug(input.slug),
    status: previewStatus(input.status),
  };
}
