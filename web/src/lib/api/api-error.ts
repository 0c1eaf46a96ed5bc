/** Field name → the message to show under that field (the forms' texts, from the server). */
export type FieldMessages = Record<string, string>;

/** Shown when the service could not be reached at all (no answer, not even an error). */
export const NETWORK_ERROR_MESSAGE = 'The service is unavailable. Please try again later.';
/** Shown when the service did not answer within the time limit. */
export const TIMEOUT_ERROR_MESSAGE = 'The service did not answer in time. Please try again.';

/**
 * A failed call to the quiz-service: its HTTP status (0 when nothing answered), the
 * machine-readable code, the message a reader can be shown, and per-field messages.
 */
export class ApiRequestError extends Error {
  override name = 'ApiRequestError';
  readonly status: number;
  readonly code: string;
  readonly fields: FieldMessages;

  constructor(status: number, code: string, message: string, fields: FieldMessages = {}) {
    super(message);
    this.status = status;
    this.code = code;
    this.fields = fields;
  }
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * Reads the service's `{ error: { code, message, fields? } }` body. Anything else (an HTML
 * page from a proxy, an empty body) still becomes an ApiRequestError with a generic text.
 */
export function toApiRequestError(status: number, body: unknown): ApiRequestError {
  const error = isRecord(body) && isRecord(body.error) ? body.error : undefined;
  const code = typeof error?.code === 'string' ? error.code : `HTTP_${status}`;
  const message =
    typeof error?.message === 'string' && error.message
      ? error.message
      : `The request failed (HTTP ${status}).`;
  const fields: FieldMessages = {};
  if (isRecord(error?.fields)) {
    for (const [name, text] of Object.entries(error.fields)) {
      if (typeof text === 'string') fields[name] = text;
    }
  }
  return new ApiRequestError(status, code, message, fields);
}

/** Turns a fetch failure (no HTTP answer) into an ApiRequestError with status 0. */
export function toTransportError(error: unknown): ApiRequestError {
  const timedOut =
    error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError');
  return timedOut
    ? new ApiRequestError(0, 'TIMEOUT', TIMEOUT_ERROR_MESSAGE)
    : new ApiRequestError(0, 'NETWORK_ERROR', NETWORK_ERROR_MESSAGE);
}

/** Parses a response body as JSON when it is JSON; null otherwise. */
export async function readJsonBody(response: Response): Promise<unknown> {
  const type = response.headers.get('content-type') ?? '';
  if (!type.includes('json')) return null;
  try {
    return await response.json();
  } catch {
    return null;
  }
}
