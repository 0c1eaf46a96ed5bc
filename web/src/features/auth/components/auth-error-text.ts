import { ApiRequestError } from '@/lib/api/api-error';

/** The text to show for a failed call: the service's own message, else `fallback`. */
export function errorText(error: unknown, fallback: string): string {
  return error instanceof ApiRequestError && error.message ? error.message : fallback;
}

/** The service's per-field messages of a failed call (empty for other failures). */
export function errorFields(error: unknown): Record<string, string> {
  return error instanceof ApiRequestError ? error.fields : {};
}
