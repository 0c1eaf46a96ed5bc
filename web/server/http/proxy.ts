// The web server's proxies: /api/* to the quiz-service and /uploads/* to the CMS media, so the
// site is one origin. Requests keep their method and headers (cookies, Origin); what describes
// one connection is dropped, and the client's address is the one the server vouches for, with
// the proof the quiz-service asks before believing it.
import { requestBodyLimit } from '@apogee/contracts/body-limits';
import { FORWARDED_PROOF_HEADER } from '@apogee/contracts/forwarded-proof';
import type { ServerRequest } from 'srvx';
import { clientAddress } from '../../src/lib/http/forwarded-for.server';
import {
  PROXY_BODY_LIMIT,
  announcesMoreThan,
  bodyTooLarge,
  readBoundedBody,
} from './request-limits';

/** Proxied calls give up after this long (story uploads of up to 100 MB go through here). */
export const PROXY_TIMEOUT_MS = 120_000;

/** Headers that describe one connection and must not be forwarded. */
const HOP_BY_HOP = [
  'connection',
  // Node answers a client's "Expect: 100-continue" itself; fetch refuses to send it on
  // (UND_ERR_NOT_SUPPORTED), which turned curl's uploads over 1 MB into 502s.
  'expect',
  'keep-alive',
  'proxy-authenticate',
  'proxy-authorization',
  'te',
  'trailer',
  'transfer-encoding',
  'upgrade',
  'host',
];

/** A body to forward: none, one read here (sent with its own length), or a stream. */
export type ProxiedBody = Buffer<ArrayBuffer> | ReadableStream<Uint8Array> | undefined;

/**
 * The body to forward to the quiz-service, or the 413 its route would answer. A form's body
 * is read here within its route's limit (request-limits.ts says why); an upload
 * streams through.
 */
export async function apiBody(request: Request, pathname: string): Promise<ProxiedBody | Response> {
  if (request.method === 'GET' || request.method === 'HEAD' || !request.body) return undefined;
  const limit = requestBodyLimit(request.method, pathname, request.headers.get('content-type'));
  if (limit === null)
    return announcesMoreThan(request, PROXY_BODY_LIMIT)
      ? bodyTooLarge(PROXY_BODY_LIMIT)
      : request.body;
  return (await readBoundedBody(request, limit)) ?? bodyTooLarge(limit);
}

/** The code Node's fetch gives a failed call (ECONNREFUSED, UND_ERR_SOCKET …), else its name. */
function failureOf(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  const cause = error.cause as { code?: unknown } | undefined;
  return typeof cause?.code === 'string' ? cause.code : error.name;
}

/** Whom the proxy proves the reader's address to: the quiz-service, with FORWARDED_FOR_SECRET. */
export interface AddressProof {
  /** The quiz-service's origin (QUIZ_SERVICE_URL); no other origin is sent the secret. */
  origin: string;
  secret: string;
}

/**
 * A proxy that believes `trustedProxies` hops of X-Forwarded-For (WEB_TRUSTED_PROXIES): it
 * forwards a request to an origin and answers what the origin answered, or 502/504 in the
 * quiz-service's error shape when the origin cannot be reached. To `proof.origin` it also
 * sends the proof that it wrote the X-Forwarded-For (the service ignores that header without
 * it, as it does for anyone who reaches it directly).
 */
export function createProxy({
  trustedProxies,
  proof,
}: {
  trustedProxies: number;
  proof: AddressProof;
}) {
  const provenOrigin = new URL(proof.origin).origin;
  return async function proxy(
    request: ServerRequest,
    origin: string,
    body: ProxiedBody = undefined,
  ): Promise<Response> {
    const url = new URL(request.url);
    const target = new URL(url.pathname + url.search, origin);
    const headers = new Headers(request.headers);
    for (const name of HOP_BY_HOP) headers.delete(name);
    // The quiz-service believes one hop (us): it gets the one address we vouch for, never a
    // list the client started (WEB_TRUSTED_PROXIES says how many proxies of ours are in front).
    const client = clientAddress(
      request.headers.get('x-forwarded-for'),
      request.ip,
      trustedProxies,
    );
    if (client) headers.set('x-forwarded-for', client);
    else headers.delete('x-forwarded-for');
    // Whatever the client sent under the proof's name is never passed on; ours goes only to
    // the quiz-service (the CMS behind /uploads has no use for it).
    headers.delete(FORWARDED_PROOF_HEADER);
    if (target.origin === provenOrigin) headers.set(FORWARDED_PROOF_HEADER, proof.secret);
    headers.set('x-forwarded-host', url.host);
    headers.set('x-forwarded-proto', url.protocol.replace(':', ''));
    // A body read here is sent with its own length.
    if (Buffer.isBuffer(body)) headers.delete('content-length');
    let upstream: Response;
    try {
      upstream = await fetch(target, {
        method: request.method,
        headers,
        body,
        // Node's fetch streams a request body only in half-duplex mode (not in the DOM types).
        ...(body instanceof ReadableStream ? { duplex: 'half' } : {}),
        redirect: 'manual',
        signal: AbortSignal.timeout(PROXY_TIMEOUT_MS),
      });
    } catch (error) {
      const timedOut = error instanceof Error && error.name === 'TimeoutError';
      // Why, without the address or the body: enough to tell a refused upload from an outage.
      console.warn(`web: ${target.origin} did not answer: ${failureOf(error)}`);
      return Response.json(
        {
          error: {
            code: timedOut ? 'UPSTREAM_TIMEOUT' : 'UPSTREAM_UNAVAILABLE',
            message: timedOut
              ? 'The service did not answer in time. Please try again.'
              : 'The service is unavailable. Please try again later.',
          },
        },
        { status: timedOut ? 504 : 502 },
      );
    }
    const responseHeaders = new Headers(upstream.headers);
    // fetch already decoded the body, so its encoding and length no longer apply.
    responseHeaders.delete('content-encoding');
    responseHeaders.delete('content-length');
    for (const name of HOP_BY_HOP) responseHeaders.delete(name);
    return new Response(upstream.body, {
      status: upstream.status,
      statusText: upstream.statusText,
      headers: responseHeaders,
    });
  };
}
