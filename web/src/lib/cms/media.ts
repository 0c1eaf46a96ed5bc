import { srcSetOf } from '@apogee/contracts/media-srcset';
import { graphql } from '@/gql';
import type { MediaFieldsFragment } from '@/gql/graphql';

/** The fields of an upload; every read that shows a picture or video spreads `...MediaFields`. */
export const mediaFields = graphql(`
  fragment MediaFields on UploadFile {
    url
    alternativeText
    width
    height
    formats
    mime
  }
`);

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
