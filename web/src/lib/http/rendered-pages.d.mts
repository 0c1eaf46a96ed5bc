import type { PageValidator } from './caching.mjs';

export interface RenderedPages {
  clear(): void;
  replay(request: Request, nonce: string | null): Response | null;
  keep(request: Request, response: Response, nonce: string | null, key?: string): Promise<Response>;
}
export function createRenderedPages(options: {
  validator: PageValidator;
  maxPages?: number;
}): RenderedPages;
