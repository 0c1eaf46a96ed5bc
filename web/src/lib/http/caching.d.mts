export const PAGE_CACHE_CONTROL: string;
export const MEDIA_CACHE_CONTROL: string;
export function matchesEtag(ifNoneMatch: string | null, etag: string): boolean;
export interface PageValidator {
  etagOf(request: Request): string;
  shared(request: Request): boolean;
  contentChanged(): void;
  notModified(request: Request): Response | null;
  headersFor(request: Request): { etag?: string; 'cache-control': string };
}
export function createPageValidator(options: {
  buildId: string;
  cachePeriodMs?: number;
  now?: () => number;
}): PageValidator;
export function finishPage(
  request: Request,
  response: Response,
  options?: { validator?: PageValidator },
): Response;
export function finishMedia(
  request: Request,
  response: Response,
  options?: { variant?: string },
): Response;
