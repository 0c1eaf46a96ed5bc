import { webConfig } from '@/lib/config/web-config.mjs';
import { CmsError } from './cms-client';
import { secretsMatch } from './purge-request';

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
