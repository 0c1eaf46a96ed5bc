import { createIsomorphicFn } from '@tanstack/react-start';
import { getRequestHeader } from '@tanstack/react-start/server';
import { NONCE_HEADER } from './nonce-header';

/**
 * The nonce of the page being rendered, for `createRouter({ ssr: { nonce } })`: TanStack Router
 * puts it on every script, style and link it renders and in a `csp-nonce` meta tag, where the
 * browser's router reads it back (so the client side returns nothing here).
 */
export const requestNonce = createIsomorphicFn()
  .server((): string | undefined => getRequestHeader(NONCE_HEADER) || undefined)
  .client((): string | undefined => undefined);
