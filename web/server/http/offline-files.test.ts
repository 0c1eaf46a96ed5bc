import { describe, expect, it } from 'vitest';
import { isOfflineFile, withOfflineFileHeaders } from './offline-files';

describe('the service worker and the manifest', () => {
  it('are the only offline files', () => {
    expect(isOfflineFile('/sw.js')).toBe(true);
    expect(isOfflineFile('/manifest.webmanifest')).toBe(true);
    expect(isOfflineFile('/assets/sw.js')).toBe(false);
    expect(isOfflineFile('/favicon.svg')).toBe(false);
  });

  it('the worker is JavaScript revalidated on every request', () => {
    const served = new Response('self.x=1', {
      headers: { 'content-type': 'application/octet-stream', 'cache-control': 'max-age=3600' },
    });
    const answer = withOfflineFileHeaders(served, '/sw.js');
    expect(answer.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    expect(answer.headers.get('cache-control')).toBe('no-cache');
  });

  it('the manifest has the manifest type', () => {
    const answer = withOfflineFileHeaders(new Response('{}'), '/manifest.webmanifest');
    expect(answer.headers.get('content-type')).toBe('application/manifest+json; charset=utf-8');
    expect(answer.headers.get('cache-control')).toBe('no-cache');
  });

  it('a missing file keeps its 404', () => {
    const answer = withOfflineFileHeaders(new Response('Not Found', { status: 404 }), '/sw.js');
    expect(answer.status).toBe(404);
    expect(answer.headers.get('cache-control')).toBeNull();
  });
});
