import type { MediaFieldsFragment } from '@/gql/graphql';

/** A picture from the CMS with what the browser needs to pick the right size. */
export interface CmsImage {
  url: string;
  alt: string;
  width: number | null;
  height: number | null;
  /** `url 500w, url 750w, …` from Strapi's formats plus the original. */
  srcSet: string | null;
}

export interface CmsMedia extends CmsImage {
  kind: 'image' | 'video';
  mime: string;
}

interface StrapiFormat {
  url?: unknown;
  width?: unknown;
}

function isFormat(value: unknown): value is StrapiFormat {
  return typeof value === 'object' && value !== null;
}

/** Strapi's `formats` (thumbnail, small, medium, large) as srcset candidates, smallest first. */
export function srcSetOf(
  media: Pick<MediaFieldsFragment, 'url' | 'width' | 'formats'>,
): string | null {
  const candidates = new Map<number, string>();
  if (media.formats && typeof media.formats === 'object') {
    for (const format of Object.values(media.formats as Record<string, unknown>)) {
      if (isFormat(format) && typeof format.url === 'string' && typeof format.width === 'number') {
        candidates.set(format.width, format.url);
      }
    }
  }
  if (candidates.size === 0) return null;
  if (media.width) candidates.set(media.width, media.url);
  return [...candidates.entries()]
    .sort(([a], [b]) => a - b)
    .map(([width, url]) => `${url} ${width}w`)
    .join(', ');
}

export function toCmsMedia(
  media: MediaFieldsFragment | null | undefined,
  fallbackAlt = '',
): CmsMedia | null {
  if (!media?.url) return null;
  const mime = media.mime ?? '';
  return {
    url: media.url,
    alt: media.alternativeText || fallbackAlt,
    width: media.width ?? null,
    height: media.height ?? null,
    srcSet: mime.startsWith('video/') ? null : srcSetOf(media),
    kind: mime.startsWith('video/') ? 'video' : 'image',
    mime,
  };
}
