import type { PageValidator } from './caching.mjs';

export interface RenderedPages {
  clear(): void;
  replay(request: Request, nonce: string | null): Response | null;
  keep(request: Request, response: Response, nonce: string | null, key?: string): Promise<Response>;
  /** Renders and keeps the page, or shares a render of the same page already under way. */
  render(
    request: Request,
    nonce: string | null,
    key: string,
    render: () => Promise<Response>,
  ): Promise<Response>;
}
export function createRenderedPages(options: {
  validator: PageValidator;
  maxPages?: number;
}): RenderedPages;
