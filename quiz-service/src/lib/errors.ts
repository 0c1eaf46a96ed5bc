/** An error the client should see as is: status, stable code, message, optional per-field messages. */
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: string,
    message: string,
    readonly fields?: Record<string, string>,
    /** Extra response headers, e.g. Retry-After. */
    readonly headers?: Record<string, string>,
  ) {
    super(message);
  }
}

export const badRequest = (message: string, fields?: Record<string, string>) =>
  new AppError(400, 'VALIDATION_FAILED', message, fields);

/** One field's message, used as the top-level message too. */
export const fieldError = (
  field: string,
  message: string,
  status = 400,
  code = 'VALIDATION_FAILED',
) => new AppError(status, code, message, { [field]: message });

export const unauthenticated = (message = 'You need to log in to view this content') =>
  new AppError(401, 'UNAUTHENTICATED', message);

export const forbidden = (message = 'You can only change your own profile.') =>
  new AppError(403, 'FORBIDDEN', message);

export const notFound = (message = 'Not found.') => new AppError(404, 'NOT_FOUND', message);
