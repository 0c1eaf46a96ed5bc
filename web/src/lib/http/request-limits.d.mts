export const WEB_BODY_LIMIT: number;
export const PROXY_BODY_LIMIT: number;
export function bodyTooLarge(limit: number): Response;
export function announcesMoreThan(request: Request, limit: number): boolean;
export function readBoundedBody(request: Request, limit: number): Promise<Buffer | null>;
export function withBoundedBody(request: Request, limit: number): Promise<Request | Response>;
