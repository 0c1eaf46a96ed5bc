// An answer's body as it crossed the wire. `fetch` decodes brotli and gzip on its own, so a size
// read through it is the page's, not the bytes a server wrote: the bench's byte counts and the
// copy nginx serves from disk come from here instead.
import { get } from 'node:http';

/**
 * GETs `url` with `headers` and resolves with its status, headers and undecoded body.
 * @param {string} url
 * @param {Record<string, string>} [headers]
 */
export function rawAnswer(url, headers = {}) {
  return new Promise((resolve, reject) => {
    get(url, { headers }, (response) => {
      const chunks = [];
      response.on('data', (chunk) => chunks.push(chunk));
      response.on('end', () =>
        resolve({
          status: response.statusCode ?? 0,
          headers: response.headers,
          body: Buffer.concat(chunks),
        }),
      );
      response.on('error', reject);
    }).on('error', reject);
  });
}
