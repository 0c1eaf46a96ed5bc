// Media of the CMS reach readers through the site's own origin: the site proxies /uploads/* to
// the CMS (docs/architecture.md). The CMS's admin stores a picture inserted into rich text with
// its own absolute address (http://localhost:1337/uploads/…), which the site's
// Content-Security-Policy rightly blocks and which names a host readers may not reach; such an
// address becomes the site's /uploads/… path. Media in S3 or behind a CDN keep their address.

const UPLOADS = '/uploads/';
const LOOPBACK = new Set(['localhost', '127.0.0.1', '[::1]']);

/**
 * The origins under which the CMS's files may be named: each given address's origin, and for a
 * loopback address the same port under every loopback name (the admin says localhost where
 * the servers say 127.0.0.1).
 */
export function cmsMediaOrigins(addresses: readonly string[]): string[] {
  const found = new Set<string>();
  for (const address of addresses) {
    let url: URL;
    try {
      url = new URL(address);
    } catch {
      continue;
    }
    found.add(url.origin);
    if (LOOPBACK.has(url.hostname))
      for (const name of LOOPBACK)
        found.add(`${url.protocol}//${name}${url.port ? `:${url.port}` : ''}`);
  }
  return [...found];
}

/** A CMS file's absolute address as the site's /uploads/… path; any other text unchanged. */
export function toSiteMediaUrl(value: string, origins: readonly string[]): string {
  for (const origin of origins)
    if (value.startsWith(origin) && value.startsWith(UPLOADS, origin.length))
      return value.slice(origin.length);
  return value;
}

/**
 * Every CMS file address in a CMS answer (media fields, rich text's pictures, formats) made the
 * site's path. Returns a new value; strings that are not such an address are kept as they are.
 */
export function withSiteMediaUrls<T>(answer: T, origins: readonly string[]): T {
  if (origins.length === 0) return answer;
  const walk = (value: unknown): unknown => {
    if (typeof value === 'string') return toSiteMediaUrl(value, origins);
    if (Array.isArray(value)) return value.map(walk);
    if (value && typeof value === 'object') {
      const copy: Record<string, unknown> = {};
      for (const [key, inner] of Object.entries(value)) copy[key] = walk(inner);
      return copy;
    }
    return value;
  };
  return walk(answer) as T;
}
