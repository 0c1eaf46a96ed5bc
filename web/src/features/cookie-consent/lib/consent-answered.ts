import { createIsomorphicFn } from '@tanstack/react-start';
import { getRequestHeader } from '@tanstack/react-start/server';
import { hasConsentCookie } from './cookie-consent';

/**
 * Whether the reader has answered the cookie banner, as the page is rendered: on the server
 * from the request's cookies, in the browser from `document.cookie`. A kept page is kept per
 * set of cookies (web/server/http/shared-pages.ts), so a page carrying the banner only ever
 * goes to readers who have not answered it.
 */
export const consentAnswered = createIsomorphicFn()
  .server((): boolean => hasConsentCookie(getRequestHeader('cookie') ?? ''))
  .client((): boolean => hasConsentCookie());
