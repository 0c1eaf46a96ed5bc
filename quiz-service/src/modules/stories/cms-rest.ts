import { AppError } from '../../lib/errors';

/** Every call to the CMS gives up after this long (DECISIONS.md: every server-side call). */
export const CMS_TIMEOUT_MS = 10_000;

export interface CmsEndpoint {
  baseUrl: string;
  token: string;
  timeoutMs?: number;
}

/** The CMS did not answer usefully: the edge shows `message` with a 503. */
export class CmsUnavailableError extends AppError {
  constructor(
    message: string,
    readonly detail: string,
  ) {
    super(503, 'CMS_UNAVAILABLE', message);
  }
}

/**
 * One JSON call to Strapi's REST API with a bearer token and a timeout. Network failures,
 * timeouts and 5xx answers become CmsUnavailableError(userMessage); other statuses are returned
 * so callers can treat 404/400 as they mean.
 */
export async function cmsRequest(
  endpoint: CmsEndpoint,
  path: string,
  init: { method?: string; body?: BodyInit; json?: unknown } = {},
  userMessage = 'The content service is not answering. Please try again later.',
): Promise<{ status: number; body: unknown }> {
  const headers: Record<string, string> = { authorization: `Bearer ${endpoint.token}` };
  let body = init.body;
  if (init.json !== undefined) {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(init.json);
  }
  let response: Response;
  try {
    response = await fetch(`${endpoint.baseUrl}${path}`, {
      method: init.method ?? 'GET',
      headers,
      body,
      signal: AbortSignal.timeout(endpoint.timeoutMs ?? CMS_TIMEOUT_MS),
    });
  } catch (error) {
    const reason =
      (error as Error).name === 'TimeoutError' ? 'timed out' : (error as Error).message;
    throw new CmsUnavailableError(userMessage, `${init.method ?? 'GET'} ${path}: ${reason}`);
  }
  const text = await response.text();
  let parsed: unknown;
  try {
    parsed = text ? JSON.parse(text) : null;
  } catch {
    parsed = text;
  }
  if (response.status >= 500)
    throw new CmsUnavailableError(
      userMessage,
      `${init.method ?? 'GET'} ${path}: status ${response.status}`,
    );
  return { status: response.status, body: parsed };
}
