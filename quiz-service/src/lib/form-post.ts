// Forms that work before the scripts (@apogee/contracts/form-posts): a route that the site's
// plain HTML forms post to takes a form-encoded body as well as JSON, runs the same schema,
// and answers a form post with a 303 back to the page it came from, the outcome named by a
// code in the URL. JSON callers (the scripted forms, apps) get the usual JSON answers.
import {
  formBodyLimit,
  FORM_BODY_LIMIT,
  ROUTE_FORM_BODY_LIMITS,
} from '@apogee/contracts/body-limits';
import { formResultCodeOf, type FormResult } from '@apogee/contracts/form-posts';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from './errors';

const FORM_TYPE = 'application/x-www-form-urlencoded';

/** The largest form body any route takes; each route's own limit is checked as it parses. */
const LARGEST_FORM_BODY = Math.max(FORM_BODY_LIMIT, ...Object.values(ROUTE_FORM_BODY_LIMITS));

/**
 * Form-encoded bodies for the routes of this plugin scope, each within its route's limit
 * (@apogee/contracts/body-limits). URLSearchParams reads them in linear time; a field given
 * more than once keeps its last value, and Object.fromEntries defines keys such as __proto__
 * as plain fields.
 */
export function addFormBodyParser(app: FastifyInstance): void {
  app.addContentTypeParser(
    FORM_TYPE,
    { parseAs: 'string', bodyLimit: LARGEST_FORM_BODY },
    (request, body, done) => {
      const text = String(body);
      const limit = formBodyLimit(request.method, request.routeOptions.url ?? '');
      if (Buffer.byteLength(text) > limit) {
        const error = new Error('Request body is too large') as FastifyError;
        Object.assign(error, { statusCode: 413, code: 'FST_ERR_CTP_BODY_TOO_LARGE' });
        done(error, undefined);
        return;
      }
      done(null, Object.fromEntries(new URLSearchParams(text)));
    },
  );
}

/**
 * A browser's post of an HTML form: form-encoded, from a navigation that accepts a page
 * (browsers send `Accept: text/html,…` for it). A script or an app posting a form body
 * (one-click unsubscribe, the REST adapter's old clients) keeps getting JSON.
 */
export function isFormPost(request: FastifyRequest): boolean {
  const type = (request.headers['content-type'] ?? '').toLowerCase();
  const accept = (request.headers.accept ?? '').toLowerCase();
  return type.startsWith(FORM_TYPE) && accept.includes('text/html');
}

/** Path segments as the site's pages have them: no empty, "." or ".." segment, no "\". */
const SITE_PATH = /^(?:\/[A-Za-z0-9_~-][A-Za-z0-9._~-]*)*\/?$/;
/** Longest page path a form post is sent back to. */
const MAX_PATH_LENGTH = 300;

/**
 * The page a form post came from, as a path of this site: its Referer's path when the Referer
 * is on the site and the path is plain (letters, digits, "-", "_", "~", "." inside a segment),
 * else `fallback`. Never another host: no "//host", "/\host" or encoded tricks get through the
 * pattern, and the Location is a path, so an open redirect cannot be made of it.
 */
export function returnPathOf(
  request: FastifyRequest,
  siteOrigin: string,
  fallback: string,
): string {
  const referer = request.headers.referer;
  if (!referer) return fallback;
  let url: URL;
  try {
    url = new URL(referer);
  } catch {
    return fallback;
  }
  if (url.origin !== siteOrigin) return fallback;
  const path = url.pathname;
  return path.length <= MAX_PATH_LENGTH && SITE_PATH.test(path) ? path : fallback;
}

/** The same check for a fallback built from input (an article's slug). */
export function isSitePath(path: string): boolean {
  return path.length <= MAX_PATH_LENGTH && SITE_PATH.test(path);
}

export interface FormPostOptions<Code extends string> {
  /** The site's origin (PUBLIC_URL): only a Referer there names the page to go back to. */
  siteOrigin: string;
  /** The URL parameter carrying the code, and the anchor the page scrolls to. */
  param: string;
  anchor: string;
  /** The outcomes the page knows; a refusal is named by its message (formResultCodeOf). */
  results: Readonly<Record<Code, FormResult>>;
  /** The code of any other failure. */
  failed: NoInfer<Code>;
  /** The code of a body over the route's limit (else `failed`). */
  tooLarge?: NoInfer<Code>;
  /** Where to go back when the Referer does not say (a path of this site). */
  fallbackPath?: (request: FastifyRequest) => string;
}

/** The route options and helpers of one form route. */
export function formPost<Code extends string>(
  app: FastifyInstance,
  options: FormPostOptions<Code>,
) {
  const { siteOrigin, param, anchor, results, failed } = options;

  function location(request: FastifyRequest, code: Code): string {
    const fallback = options.fallbackPath?.(request) ?? '/';
    const path = returnPathOf(request, siteOrigin, isSitePath(fallback) ? fallback : '/');
    return `${path}?${new URLSearchParams({ [param]: code })}#${anchor}`;
  }

  /** Sends a form post back to its page with `code`. */
  function redirect(request: FastifyRequest, reply: FastifyReply, code: Code) {
    return reply.header('cache-control', 'no-store').redirect(location(request, code), 303);
  }

  const fallbackHandler = app.errorHandler;

  /**
   * The route's error handler: a form post's refusal (validation, rate limit, conflict) goes
   * back to the page with its code; a JSON call's goes to the service's one error handler. A
   * request refused as cross-site (CSRF_REJECTED) keeps its 403: it is sent nowhere.
   */
  function errorHandler(
    this: FastifyInstance,
    error: FastifyError | AppError,
    request: FastifyRequest,
    reply: FastifyReply,
  ) {
    const crossSite = error instanceof AppError && error.code === 'CSRF_REJECTED';
    if (!isFormPost(request) || crossSite) return fallbackHandler.call(this, error, request, reply);
    const status = error instanceof AppError ? error.statusCode : (error.statusCode ?? 500);
    if (status >= 500) request.log.error({ err: error }, 'form post failed');
    const code =
      status >= 500
        ? failed
        : status === 413
          ? (options.tooLarge ?? failed)
          : formResultCodeOf(
              results,
              {
                message: error.message,
                fields: error instanceof AppError ? error.fields : undefined,
              },
              failed,
            );
    return redirect(request, reply, code);
  }

  return { redirect, errorHandler };
}
