import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiRequestError, apiRequest } from './api-request';

function answer(status: number, body: unknown) {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json; charset=utf-8' },
  });
}

afterEach(() => vi.unstubAllGlobals());

describe('apiRequest', () => {
  it('sends a JSON body same-origin and resolves with the answer', async () => {
    const fetchMock = vi.fn(async () => answer(200, { message: 'Login successful' }));
    vi.stubGlobal('fetch', fetchMock);
    const result = await apiRequest<{ message: string }>('/api/auth/login', {
      method: 'POST',
      body: { emailOrUsername: 'ada', password: 'x' },
    });
    expect(result).toEqual({ message: 'Login successful' });
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/auth/login');
    expect(init.method).toBe('POST');
    expect(init.credentials).toBe('same-origin');
    expect((init.headers as Record<string, string>)['content-type']).toBe('application/json');
    expect(JSON.parse(init.body as string)).toEqual({ emailOrUsername: 'ada', password: 'x' });
  });

  it('sends FormData as multipart, leaving the boundary to fetch', async () => {
    const fetchMock = vi.fn(async () => answer(200, {}));
    vi.stubGlobal('fetch', fetchMock);
    const form = new FormData();
    form.append('avatar', new Blob(['x'], { type: 'image/png' }), 'a.png');
    await apiRequest('/api/profile/avatar', { body: form });
    const [, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(init.body).toBe(form);
    expect(init.method).toBe('POST');
    expect((init.headers as Record<string, string>)['content-type']).toBeUndefined();
  });

  it("rejects with the service's code, message and field messages", async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () =>
        answer(409, {
          error: {
            code: 'ACCOUNT_EXISTS',
            message: 'This username is already taken',
            fields: { username: 'This username is already taken' },
          },
        }),
      ),
    );
    const error = await apiRequest('/api/auth/signup', { body: {} }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiRequestError);
    expect(error).toMatchObject({
      status: 409,
      code: 'ACCOUNT_EXISTS',
      message: 'This username is already taken',
      fields: { username: 'This username is already taken' },
    });
  });

  it('gives a readable error for a non-JSON failure and for no answer at all', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('<html>Bad gateway</html>', { status: 502 })),
    );
    await expect(apiRequest('/api/auth/session')).rejects.toMatchObject({
      status: 502,
      code: 'HTTP_502',
      message: 'The request failed (HTTP 502).',
    });
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('fetch failed'))),
    );
    await expect(apiRequest('/api/auth/session')).rejects.toMatchObject({
      status: 0,
      code: 'NETWORK_ERROR',
      message: 'The service is unavailable. Please try again later.',
    });
  });

  it('refuses a path outside the API', async () => {
    await expect(apiRequest('https://evil.example/api/x')).rejects.toThrow('needs an /api/ path');
  });
});
