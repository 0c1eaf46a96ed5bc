export function acceptsWebp(request: Request): boolean;

export interface WebpMedia {
  /** A picture that has a WebP version (a JPEG or PNG). */
  convertible(pathname: string): boolean;
  /** A JPEG or PNG asked for by a browser that takes WebP. */
  applies(request: Request, pathname: string): boolean;
  /** The picture as WebP, or null when it cannot be had so (serve the original). */
  answer(request: Request, pathname: string): Promise<Response | null>;
}

export function createWebpMedia(options: {
  dir: string;
  fetchOriginal: (pathname: string, method: 'GET' | 'HEAD') => Promise<Response>;
  quality?: number;
  onError?: (error: unknown) => void;
}): WebpMedia;
