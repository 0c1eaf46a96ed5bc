import { ApiRequestError, readJsonBody, toApiRequestError, toTransportError } from './api-error';

export type ApiMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface ApiRequestOptions {
  method?: ApiMethod;
  /** A plain object is sent as JSON; FormData as multipart (file uploads). */
  body?: object | FormData;
  /** Gives up after this long; uploads may pass a longer limit. */
  timeoutMs?: number;
  /** Lets a caller cancel (e.g. a query that is no longer needed). */
  signal?: AbortSignal;
}

/** Browser calls give up after this long unless the caller says otherwise. */
export const BROWSER_TIMEOUT_MS = 15_000;

/** Headers and body for a JSON or multipart request. */
export function encodeBody(body: ApiRequestOptions['body']): {
  headers: Record<string, string>;
  body: BodyInit | undefined;
} {
  if (body === undefined) return { headers: {}, body: undefined };
  // The browser writes the multipart boundary itself, so no content-type here.
  if (body instanceof FormData) return { headers: {}, body };
  return { headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) };
}

function withTimeout(timeoutMs: number, signal?: AbortSignal): AbortSignal {
  const timeout = AbortSignal.timeout(timeoutMs);
  return signal ? AbortSignal.any([timeout, signal]) : timeout;
}

/**
 * Calls the quiz-service from the browser, same-origin through the web server's `/api`
 * proxy, so the reader's session cookie goes along. `path` is the service path, e.g.
 * `/api/auth/login`. Resolves with the JSON answer typed as `T` (the response types of
 * `@apogee/contracts`); rejects with an {@link ApiRequestError} for an error status or when
 * nothing answered.
 *
 * @example
 *   const { user } = await apiRequest<LoginResponse>('/api/auth/login', {
 *     method: 'POST',
 *     body: { emailOrUsername, password, remember },
 *   });
 */
export async function apiRequest<T>(path: string, options: ApiRequestOptions = {}): Promise<T> {
  if (!path.startsWith('/api/')) throw new Error(`apiRequest needs an /api/ path, got "${path}"`);
  const { headers, body } = encodeBody(options.body);
  let response: Response;
  try {
    response = await fetch(path, {
      method: options.method ?? (options.body === undefined ? 'GET' : 'POST'),
      headers: { accept: 'application/json', ...headers },
      body,
      credentials: 'same-origin',
      signal: withTimeout(options.timeoutMs ?? BROWSER_TIMEOUT_MS, options.signal),
    });
  } catch (error) {
    throw toTransportError(error);
  }
  const data = await readJsonBody(response);
  if (!response.ok) throw toApiRequestError(response.status, data);
  return data as T;
}

export { ApiRequestError };
