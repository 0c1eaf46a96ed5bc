/** What a picture's `srcset` is made from: Strapi's upload fields (formats as it stores them). */
export interface SrcSetSource {
  url: string;
  width?: number | null;
  /** Strapi's `formats` JSON: thumbnail, small, medium, large, each with a url and a width. */
  formats?: unknown;
}

interface StrapiFormat {
  url?: unknown;
  width?: unknown;
}

function isFormat(value: unknown): value is StrapiFormat {
  return typeof value === 'object' && value !== null;
}

/**
 * Strapi's `formats` as `srcset` candidates, smallest first, with the original last:
 * `url 245w, url 500w, …`; null when the picture has no formats (an SVG, a small upload).
 */
export function srcSetOf(media: SrcSetSource): string | null {
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
