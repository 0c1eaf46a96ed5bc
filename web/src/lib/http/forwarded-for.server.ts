// The reader's address as the web server passes it on (X-Forwarded-For to the quiz-service,
// which believes it only with our proof, FORWARDED_FOR_SECRET). A client can write any
// X-Forwarded-For it likes, so the header it sends counts only as far as WEB_TRUSTED_PROXIES
// says proxies of ours wrote it.

/** Entries read from an incoming X-Forwarded-For at most: more proxies than this is not ours. */
const MAX_ENTRIES = 10;

/**
 * The client's address: `peer` (the address that connected to us) when no proxy is trusted;
 * otherwise the entry the outermost trusted proxy wrote, counted from the end of `header`.
 * A header shorter than the trusted chain (a request that bypassed a proxy) gives its first
 * entry, or `peer` when it has none. `header` is the incoming X-Forwarded-For.
 */
export function clientAddress(
  header: string | null | undefined,
  peer: string | null | undefined,
  trustedProxies: number,
): string {
  const self = peer ?? '';
  if (trustedProxies <= 0 || !header) return self;
  // Only the last few entries matter: cut before splitting, so a long header costs nothing.
  const entries: string[] = [];
  let end = header.length;
  while (entries.length < Math.min(trustedProxies, MAX_ENTRIES) && end > 0) {
    const start = header.lastIndexOf(',', end - 1);
    const entry = header.slice(start + 1, end).trim();
    if (entry) entries.push(entry);
    end = start < 0 ? 0 : start;
  }
  // Our nearest proxy is `peer`; it appended the entry before it, and so on outwards.
  return entries.at(-1) ?? self;
}
