// Answers that already carry every security header (a kept page's answer, compressed-page.ts).
// The server's security step passes them by without reading their headers: reading them would
// build a Headers object and check each value byte by byte, the largest cost of a kept page.

const secured = new WeakSet<Response>();

/** `response`, noted as carrying its security headers already. */
export function markSecured<T extends Response>(response: T): T {
  secured.add(response);
  return response;
}

/** True when `response` carries its security headers already (`markSecured`). */
export function isSecured(response: Response): boolean {
  return secured.has(response);
}
