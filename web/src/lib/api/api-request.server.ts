import { FORWARDED_PROOF_HEADER } from '@apogee/contracts/forwarded-proof';
import {
  appendResponseHeader,
  getRequest,
  getRequestHeader,
  getRequestIP,
} from '@tanstack/react-start/server';
import { webConfig } from '@/lib/config/web-config.server';
import { clientAddress } from '@/lib/http/forwarded-for.server';
import { readJsonBody, toApiRequestError, toTransportError } from './api-error';
import { encodeBody, type ApiRequestOptions } from './api-request';

/** Every server-side HTTP call has a timeout (docs/decisions/027-server-side-timeouts.md). */
export const SERVER_TIMEOUT_MS = 10_000;

export interface ServerApiRequestOptions extends Omit<ApiRequestOptions, 'signal'> {
  /**
   * Copy the service's `set-cookie` headers onto the page's response, for calls that start
   * or end the reader's session from a server function.
   */
  relaySetCookie?: boolean;
}

/**
 * The reader's headers the service needs: their cookie (who they are), their Origin (the
 * service's CSRF check on unsafe methods) and their address (rate limits per address).
 */
function forwardedHeaders(): Record<string, string> {
  const headers: Record<string, string> = {};
  const cookie = getRequestHeader('cookie');
  if (cookie) headers.cookie = cookie;
  const origin = getRequestHeader('origin');
  if (origin) headers.origin = origin;
  // One address we vouch for, never a list the reader started (see web/server/http/proxy.ts).
  const client = clientAddress(
    getRequestHeader('x-forwarded-for'),
    getRequestIP(),
    webConfig().trustedProxies,
  );
  if (client) headers['x-forwarded-for'] = client;
  // The service believes that address only with this proof (see web/server/http/proxy.ts).
  headers[FORWARDED_PROOF_HEADER] = webConfig().forwardedForSecret;
  const url = new URL(getRequest().url);
  headers['x-forwarded-host'] = url.host;
  headers['x-forwarded-proto'] = url.protocol.replace(':', '');
  return headers;
}

/**
 * Calls the quiz-service from the web server, for server functions and loaders during
 * server rendering: same paths and errors as {@link apiRequest}, but to the absolute
 * `QUIZ_SERVICE_URL`, on behalf of the reader whose request is being answered (their
 * cookie is forwarded). Only call it where a request is being answered: in a `createServerFn`
 * handler, or on the server side of a `createIsomorphicFn` that a loader calls while the page
 * renders (`firstQuestion`, the session's check in `lib/session/session.ts`).
 *
 * @example
 *   export const getSessions = createServerFn({ method: 'GET' }).handler(() =>
 *     serverApiRequest<AccountSessionsResponse>('/api/account/sessions'),
 *   );
 */
export async function serverApiRequest<T>(
  path: string,
  options: ServerApiRequestOptions = {},
): Promise<T> {
  if (!path.startsWith('/api/'))
    throw new Error(`serverApiRequest needs an /api/ path, got "${path}"`);
  const { headers, body } = encodeBody(options.body);
  let response: Response;
  try {
    response = await fetch(`${webConfig().quizServiceUrl}${path}`, {
      method: options.method ?? (options.body === undefined ? 'GET' : 'POST'),
      headers: { accept: 'application/json', ...forwardedHeaders(), ...headers },
      body,
      redirect: 'manual',
      signal: AbortSignal.timeout(options.timeoutMs ?? SERVER_TIMEOUT_MS),
    });
  } catch (error) {
    throw toTransportError(error);
  }
  if (options.relaySetCookie) {
    for (const cookie of response.headers.getSetCookie())
      appendResponseHeader('set-cookie', cookie);
  }
  const data = await readJsonBody(response);
  if (!response.ok) throw toApiRequestError(response.status, data);
  return data as T;
}
