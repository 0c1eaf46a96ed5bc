import type { IncomingHttpHeaders } from 'node:http';
import { FORWARDED_PROOF_HEADER } from '@apogee/contracts/forwarded-proof';
import { secretsMatch } from '@apogee/service-plumbing/internal-secret';

/** Headers that say who the client is and where it asked; believed only with the web's proof. */
const FORWARDED = ['x-forwarded-for', 'x-forwarded-host', 'x-forwarded-proto'] as const;

/**
 * Keeps a request's forwarded headers only when the web server proves it wrote them
 * (FORWARDED_PROOF_HEADER with FORWARDED_FOR_SECRET), otherwise drops them, so the address the
 * service limits by is then the connection's own. Anyone who reaches the service directly
 * (a wider QUIZ_HOST, a replica behind a balancer) can write X-Forwarded-For; only the web
 * holds the secret. The web sends one address; a balancer between the web and the service
 * appends its own peer after it, so the first entry is the web's and is the one kept.
 * The proof itself is removed: nothing after this (handlers, logs) sees it.
 */
export function settleForwardedHeaders(headers: IncomingHttpHeaders, secret: string): void {
  const proof = headers[FORWARDED_PROOF_HEADER];
  const proven = typeof proof === 'string' && secretsMatch(proof, secret);
  delete headers[FORWARDED_PROOF_HEADER];
  if (!proven) {
    for (const name of FORWARDED) delete headers[name];
    return;
  }
  const forwardedFor = headers['x-forwarded-for'];
  if (typeof forwardedFor !== 'string') return;
  const first = forwardedFor.split(',', 1)[0]?.trim();
  if (first) headers['x-forwarded-for'] = first;
  else delete headers['x-forwarded-for'];
}
