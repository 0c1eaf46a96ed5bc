export const DEFAULT_BODY_LIMIT: number;
export const FORM_BODY_LIMIT: number;
export const ROUTE_BODY_LIMITS: Record<string, number>;
export function routeBodyLimit(method: string, path: string): number;
export function requestBodyLimit(
  method: string,
  path: string,
  contentType: string | null | undefined,
): number | null;
export function bodyTooLargeMessage(limit: number): string;
export const BODY_TOO_LARGE: 'BODY_TOO_LARGE';
