export interface WebConfig {
  readonly production: boolean;
  readonly port: number;
  readonly host: string;
  /** Public origin without trailing slash, for canonical URLs and feeds. */
  readonly publicUrl: string;
  readonly cmsUrl: string;
  readonly quizServiceUrl: string;
  readonly cmsWebToken: string;
  readonly cmsPreviewToken: string;
  readonly previewSecret: string;
  readonly cachePurgeSecret: string;
  /** Proxy hops in front of the web server whose X-Forwarded-For entries are believed. */
  readonly trustedProxies: number;
  /** CMS pictures converted to WebP (a cache: safe to delete). */
  readonly mediaCacheDir: string;
}

export declare class WebConfigError extends Error {}
export declare function findDevelopmentEnv(start: string): string | undefined;
export declare function parseEnvFile(text: string): Record<string, string>;
export declare function readWebConfig(
  env?: Record<string, string | undefined>,
  cwd?: string,
): WebConfig;
export declare function webConfig(): WebConfig;
