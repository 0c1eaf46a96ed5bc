// The service worker and the web app manifest (built by tools/build-offline.mjs into
// dist/client): served as the other public files, but always revalidated (a reader's browser
// and the shared cache must see a new worker as soon as it is deployed) and with the types
// browsers require of them.

const OFFLINE_FILE_TYPES: Readonly<Record<string, string>> = {
  '/sw.js': 'text/javascript; charset=utf-8',
  '/manifest.webmanifest': 'application/manifest+json; charset=utf-8',
};

/** True for the worker's and the manifest's paths. */
export function isOfflineFile(pathname: string): boolean {
  return Object.hasOwn(OFFLINE_FILE_TYPES, pathname);
}

/** The file's answer with its type and `Cache-Control: no-cache` (revalidated every time). */
export function withOfflineFileHeaders(response: Response, pathname: string): Response {
  const type = OFFLINE_FILE_TYPES[pathname];
  if (!type || !response.ok) return response;
  const headers = new Headers(response.headers);
  headers.set('content-type', type);
  headers.set('cache-control', 'no-cache');
  return new Response(response.body, {
    status: response.status,
    statusText: response.statusText,
    headers,
  });
}
