import { describe, expect, it } from 'vitest';
import { WEB_BODY_LIMIT, withBoundedBody } from './request-limits';

const TOO_LARGE = {
  error: {
    code: 'BODY_TOO_LARGE',
    message: 'The request body is too large: this address accepts at most 16 KB.',
  },
};

/** A body streamed in chunks, without Content-Length. */
function chunked(total: number) {
  let sent = 0;
  return new ReadableStream<Uint8Array>({
    pull(controller) {
      if (sent >= total) return controller.close();
      const size = Math.min(4096, total - sent);
      sent += size;
      controller.enqueue(new Uint8Array(size).fill(0x2d));
    },
  });
}

describe('withBoundedBody', () => {
  it('keeps a body within the limit, and the address the server saw', async () => {
    const incoming = new Request('http://site.test/_serverFn/x', {
      method: 'POST',
      body: '{"a":1}',
    });
    Object.defineProperty(incoming, 'ip', { value: '203.0.113.7' });
    const bounded = await withBoundedBody(incoming, WEB_BODY_LIMIT);
    expect(bounded).toBeInstanceOf(Request);
    expect(await (bounded as Request).text()).toBe('{"a":1}');
    expect((bounded as Request & { ip?: string }).ip).toBe('203.0.113.7');
  });

  it('refuses a body announced over the limit without reading it (413)', async () => {
    const incoming = new Request('http://site.test/internal/cms-webhook', {
      method: 'POST',
      headers: { 'content-length': String(WEB_BODY_LIMIT + 1) },
      body: chunked(WEB_BODY_LIMIT + 1),
      duplex: 'half',
    } as RequestInit);
    const answer = (await withBoundedBody(incoming, WEB_BODY_LIMIT)) as Response;
    expect(answer.status).toBe(413);
    expect(await answer.json()).toEqual(TOO_LARGE);
  });

  it('stops reading a chunked body at the limit (413)', async () => {
    const incoming = new Request('http://site.test/', {
      method: 'POST',
      body: chunked(10 * 1024 * 1024),
      duplex: 'half',
    } as RequestInit);
    const answer = (await withBoundedBody(incoming, WEB_BODY_LIMIT)) as Response;
    expect(answer.status).toBe(413);
    expect(await answer.json()).toEqual(TOO_LARGE);
  });

  it('passes a request without a body as it is', async () => {
    const incoming = new Request('http://site.test/search?discover=mars');
    expect(await withBoundedBody(incoming, WEB_BODY_LIMIT)).toBe(incoming);
  });
});
