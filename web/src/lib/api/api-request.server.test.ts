import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

// The page request being answered, and the headers the page response collects.
const incoming = vi.hoisted(() => ({
  headers: new Headers() as Headers,
  appended: [] as [string, string][],
}));

vi.mock('@tanstack/react-start/server', () => ({
  getRequest: () => new Request('http://127.0.0.1:3100/profile', { headers: incoming.headers }),
  getRequestHeader: (name: string) => incoming.headers.get(name) ?? undefined,
  getRequestIP: () => '203.0.113.7',
  appendResponseHeader: (name: string, value: string) => incoming.appended.push([name, value]),
}));
vi.mock('@/lib/config/web-config.server', () => ({
  webConfig: () => ({
    quizServiceUrl: 'http://quiz.internal:4000',
    trustedProxies: 0,
    forwardedForSecret: 'forwarded-for-secret',
  }),
}));

const { serverApiRequest } = await import('./api-request.server');

beforeEach(() => {
  incoming.headers = new Headers();
  incoming.appended = [];
});
afterEach(() => vi.unstubAllGlobals());

describe('serverApiRequest', () => {
  it("calls the service's absolute URL on behalf of the reader (cookie, origin, address)", async () => {
    incoming.headers = new Headers({
      cookie: 'apogee_session=abc',
      origin: 'http://127.0.0.1:3100',
    });
    const fetchMock = vi.fn(async () => Response.json({ user: null }));
    vi.stubGlobal('fetch', fetchMock);
    expect(await serverApiRequest('/api/auth/session')).toEqual({ user: null });
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('http://quiz.internal:4000/api/auth/session');
    const headers = init.headers as Record<string, string>;
    expect(headers.cookie).toBe('apogee_session=abc');
    expect(headers.origin).toBe('http://127.0.0.1:3100');
    expect(headers['x-forwarded-for']).toBe('203.0.113.7');
    // The service believes that address only with the web's proof.
    expect(headers['x-apogee-forwarded-secret']).toBe('forwarded-for-secret');
    expect(init.signal).toBeInstanceOf(AbortSignal);
  });

  it('passes on the address it saw, never an X-Forwarded-For the reader sent', async () => {
    incoming.headers = new Headers({ 'x-forwarded-for': '198.51.100.1, 198.51.100.2' });
    const fetchMock = vi.fn(async () => Response.json({ user: null }));
    vi.stubGlobal('fetch', fetchMock);
    await serverApiRequest('/api/auth/session');
    const [, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect((init.headers as Record<string, string>)['x-forwarded-for']).toBe('203.0.113.7');
  });

  it('relays set-cookie onto the page response only when asked', async () => {
    const answer = () => {
      const headers = new Headers({ 'content-type': 'application/json' });
      headers.append('set-cookie', 'apogee_session=new; Path=/; HttpOnly');
      return new Response('{"message":"ok"}', { headers });
    };
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => answer()),
    );
    await serverApiRequest('/api/auth/logout', { method: 'POST' });
    expect(incoming.appended).toEqual([]);
    await serverApiRequest('/api/auth/logout', { method: 'POST', relaySetCookie: true });
    expect(incoming.appended).toEqual([['set-cookie', 'apogee_session=new; Path=/; HttpOnly']]);
  });

  it('turns an error answer and a timeout into ApiRequestError', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () =>
        Response.json(
          { error: { code: 'UNAUTHENTICATED', message: 'Log in first.' } },
          { status: 401 },
        ),
      ),
    );
    await expect(serverApiRequest('/api/profile')).rejects.toMatchObject({
      status: 401,
      code: 'UNAUTHENTICATED',
      message: 'Log in first.',
    });
    vi.stubGlobal(
      'fetch',
      vi.fn(async () =>
        Promise.reject(new DOMException('The operation timed out.', 'TimeoutError')),
      ),
    );
    await expect(serverApiRequest('/api/profile')).rejects.toMatchObject({
      status: 0,
      code: 'TIMEOUT',
      message: 'The service did not answer in time. Please try again.',
    });
  });
});
