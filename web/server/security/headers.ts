// The web's security headers: a strict Content-Security-Policy (a page for everyone lists the
// hashes of its inline scripts, script-hashes.ts; a page rendered for one reader carries
// that response's nonce, which the app's router reads, nonce-header.ts), frames only from the
// magazine reader, no framing of the site itself, HSTS for an https site. The web server
// (web/server/server.ts) applies them to every answer.
import { randomBytes } from 'node:crypto';
import { cmsMediaOrigins } from '@apogee/contracts/media-origin';
import { DEFAULT_CMS_ADMIN_URL, WebConfigError } from '../../src/lib/config/web-config.server';
import { isSecured } from './secured-answers';

/** The online reader of the magazine issues (the CMS seed's reader links point there). */
export const DEFAULT_MAGAZINE_READER_HOSTS = 'https://reader.apogee-magazine.example';
export { DEFAULT_CMS_ADMIN_URL };
export { NONCE_HEADER } from '../../src/lib/security/nonce-header';

export interface SecuritySettings {
  /** PUBLIC_URL is https: HSTS and upgrade-insecure-requests. */
  readonly https: boolean;
  /** Origins the magazine pages may frame (MAGAZINE_READER_HOSTS). */
  readonly readerOrigins: readonly string[];
  /** Origin of the CMS admin, whose draft preview frames /preview (CMS_ADMIN_URL). */
  /** Where the CMS admin runs (a loopback address under each loopback name). */
  readonly cmsAdminOrigins: readonly string[];
}

/** What the headers of one response depend on. */
export interface HeaderRequest {
  /** A page rendered for one reader: this response's nonce (createNonce()). */
  nonce?: string;
  /** A page for everyone: the hash sources of its inline scripts (inlineScriptHashes). */
  scriptHashes?: readonly string[];
  /** The requested path; "/" when not given. */
  pathname?: string;
}

/** 128 random bits, base64: a new one for every response. */
export function createNonce(): string {
  return randomBytes(16).toString('base64');
}

function origins(name: string, raw: string, { httpsOnly }: { httpsOnly: boolean }): string[] {
  return raw
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean)
    .map((entry) => {
      let url: URL;
      try {
        url = new URL(entry);
      } catch {
        throw new WebConfigError(
          `${name} must list origins such as https://reader.example, got "${entry}".`,
        );
      }
      const allowed = httpsOnly ? ['https:'] : ['https:', 'http:'];
      if (!allowed.includes(url.protocol))
        throw new WebConfigError(
          `${name} must list ${httpsOnly ? 'https' : 'http(s)'} origins, got "${entry}".`,
        );
      return url.origin;
    });
}

/**
 * The settings the headers depend on, read once at start from the environment:
 * MAGAZINE_READER_HOSTS (comma-separated https origins the magazine pages may frame) and
 * CMS_ADMIN_URL (the admin whose draft preview frames /preview).
 */
export function readSecuritySettings(
  env: Readonly<Record<string, string | undefined>>,
  publicUrl: string,
): SecuritySettings {
  const readers = env.MAGAZINE_READER_HOSTS?.trim() || DEFAULT_MAGAZINE_READER_HOSTS;
  const admin = env.CMS_ADMIN_URL?.trim() || DEFAULT_CMS_ADMIN_URL;
  const readerOrigins = origins('MAGAZINE_READER_HOSTS', readers, { httpsOnly: true });
  if (readerOrigins.length === 0)
    throw new WebConfigError('MAGAZINE_READER_HOSTS must list at least one https origin.');
  const [cmsAdminOrigin] = origins('CMS_ADMIN_URL', admin, { httpsOnly: false });
  if (!cmsAdminOrigin) throw new WebConfigError('CMS_ADMIN_URL must be an http(s) origin.');
  return Object.freeze({
    https: new URL(publicUrl).protocol === 'https:',
    readerOrigins: Object.freeze(readerOrigins),
    // On this machine an editor may open the admin as localhost or 127.0.0.1: either frames
    // the preview (a public address is one origin). Not [::1]: a CSP source cannot name an
    // IPv6 address, and browsers log the policy as invalid where it tries.
    cmsAdminOrigins: Object.freeze(
      cmsMediaOrigins([cmsAdminOrigin]).filter(
        (origin) => !new URL(origin).hostname.startsWith('['),
      ),
    ),
  });
}

/** True for the draft-preview pages, which the CMS admin shows in a frame. */
function isPreview(pathname: string): boolean {
  return pathname === '/preview' || pathname.startsWith('/preview/');
}

/**
 * Which scripts run: a page for one reader, those carrying its nonce; a page for everyone, its
 * inline scripts as rendered (by hash) and what they load ('strict-dynamic': the entry module
 * and its chunks); any other answer, the site's own files only. Never inline handlers.
 */
function scriptSources({ nonce, scriptHashes }: HeaderRequest): string[] {
  if (nonce) return ["'self'", `'nonce-${nonce}'`];
  if (scriptHashes) return ["'self'", "'strict-dynamic'", ...scriptHashes];
  return ["'self'"];
}

/** The Content-Security-Policy of one answer. */
export function contentSecurityPolicy(
  settings: SecuritySettings,
  { nonce, scriptHashes, pathname = '/' }: HeaderRequest,
): string {
  const directives: string[][] = [
    ['default-src', "'self'"],
    ['script-src', ...scriptSources({ nonce, scriptHashes })],
    // React renders style attributes; styles cannot run code.
    ['style-src', "'self'", "'unsafe-inline'"],
    // Media may come from the S3-compatible storage or its CDN.
    ['img-src', "'self'", 'data:', 'blob:', 'https:'],
    ['media-src', "'self'", 'blob:', 'https:'],
    ['font-src', "'self'", 'data:'],
    ['connect-src', "'self'"],
    // Workers (the site's service worker, pdf.js's) from the site's own files only: without
    // this they fall under script-src, where 'strict-dynamic' ignores 'self'.
    ['worker-src', "'self'"],
    ['manifest-src', "'self'"],
    ['frame-src', "'self'", ...settings.readerOrigins],
    ['frame-ancestors', ...(isPreview(pathname) ? settings.cmsAdminOrigins : ["'none'"])],
    ['object-src', "'none'"],
    ['base-uri', "'self'"],
    ['form-action', "'self'"],
  ];
  if (settings.https) directives.push(['upgrade-insecure-requests']);
  return directives.map((directive) => directive.join(' ')).join('; ');
}

/**
 * Every security header of one response. `nonce` or `scriptHashes` say which scripts run;
 * `pathname` is the requested path (the draft preview may be framed by the CMS admin, nothing
 * else may).
 */
export function securityHeaders(
  settings: SecuritySettings,
  { nonce, scriptHashes, pathname = '/' }: HeaderRequest,
): Record<string, string> {
  const readers = settings.readerOrigins.map((origin) => `"${origin}"`).join(' ');
  const headers: Record<string, string> = {
    'content-security-policy': contentSecurityPolicy(settings, { nonce, scriptHashes, pathname }),
    'x-content-type-options': 'nosniff',
    'referrer-policy': 'strict-origin-when-cross-origin',
    'permissions-policy': [
      'accelerometer=()',
      'camera=()',
      'geolocation=()',
      'gyroscope=()',
      'magnetometer=()',
      'microphone=()',
      'payment=()',
      'usb=()',
      'browsing-topics=()',
      `fullscreen=(self ${readers})`,
    ].join(', '),
    'cross-origin-opener-policy': 'same-origin',
  };
  if (!isPreview(pathname)) headers['x-frame-options'] = 'DENY';
  if (settings.https) headers['strict-transport-security'] = 'max-age=31536000; includeSubDomains';
  return headers;
}

/**
 * `response` with the security headers added: in place, or on a copy when its headers are
 * read-only (a proxied answer, a redirect). An answer that has its own Content-Security-Policy
 * keeps it: a page for everyone carries the one with its scripts' hashes, a page for one reader
 * the one with its nonce.
 */
export function withSecurityHeaders(
  response: Response,
  settings: SecuritySettings,
  { pathname = '/' }: HeaderRequest,
): Response {
  // A kept page's answer carries them already (secured-answers.ts): its headers stay unread.
  if (isSecured(response)) return response;
  const add = (headers: Headers) => {
    for (const [name, value] of Object.entries(securityHeaders(settings, { pathname }))) {
      // A 304 refreshes the headers the browser stored with its copy of the page: a policy
      // without that page's scripts would block them.
      if (response.status === 304 && name === 'content-security-policy') continue;
      // A route that chose its own policy keeps it.
      if (!headers.has(name)) headers.set(name, value);
    }
  };
  try {
    add(response.headers);
    return response;
  } catch {
    const headers = new Headers(response.headers);
    add(headers);
    return new Response(response.body, {
      status: response.status,
      statusText: response.statusText,
      headers,
    });
  }
}
