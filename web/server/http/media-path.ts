// The one spelling of a CMS media path. A browser may percent-encode any character of
// "/uploads/photo.jpg" ("/uploads/ph%6Fto.jpg", "/uploads/%70hoto.jpg" …) and the CMS decodes
// them all to the same file, so anything kept per picture (the WebP copies) is keyed on the
// decoded path: one file, one copy, however it was spelled.

/** Characters a file name of the CMS never holds and a path must not smuggle in encoded. */
const unsafe = (name: string) =>
  [...name].some((char) => char === '/' || char === '\\' || char <= '\u001f' || char === '\u007f');

/**
 * `pathname` (as the request's URL gives it, still encoded) in its one spelling: each segment
 * decoded and encoded again with encodeURIComponent. Null when it cannot name a CMS file: not
 * under /uploads/, an encoding that does not decode, an empty, "." or ".." segment, or a
 * segment that decodes to a slash, backslash or control character.
 */
export function canonicalMediaPath(pathname: string): string | null {
  if (!pathname.startsWith('/uploads/')) return null;
  const segments: string[] = [];
  for (const segment of pathname.slice(1).split('/')) {
    let decoded: string;
    try {
      decoded = decodeURIComponent(segment);
    } catch {
      return null;
    }
    if (decoded === '' || decoded === '.' || decoded === '..' || unsafe(decoded)) return null;
    segments.push(encodeURIComponent(decoded));
  }
  return `/${segments.join('/')}`;
}
