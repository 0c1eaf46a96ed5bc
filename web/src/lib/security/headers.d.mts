export interface SecuritySettings {
  /** PUBLIC_URL is https: HSTS and upgrade-insecure-requests. */
  readonly https: boolean;
  /** Origins the magazine pages may frame (MAGAZINE_READER_HOSTS). */
  readonly readerOrigins: readonly string[];
  /** Origin of the CMS admin, whose draft preview frames /preview (CMS_ADMIN_URL). */
  readonly cmsAdminOrigin: string;
}

export interface HeaderRequest {
  /** This response's nonce (createNonce()). */
  nonce: string;
  /** The requested path; defaults to "/". */
  pathname?: string;
}

export declare const DEFAULT_MAGAZINE_READER_HOSTS: string;
export declare const DEFAULT_CMS_ADMIN_URL: string;
export declare const NONCE_HEADER: string;
export declare function createNonce(): string;
export declare function readSecuritySettings(
  env: Record<string, string | undefined>,
  publicUrl: string,
): SecuritySettings;
export declare function contentSecurityPolicy(
  settings: SecuritySettings,
  request: HeaderRequest,
): string;
export declare function securityHeaders(
  settings: SecuritySettings,
  request: HeaderRequest,
): Record<string, string>;
export declare function withSecurityHeaders(
  response: Response,
  settings: SecuritySettings,
  request: HeaderRequest,
): Response;
