// Request header carrying the CSP nonce of a page rendered for one reader from the web server
// (web/server/server.ts) to the app's router; a page for everyone has none (its scripts are
// allowed by hash). The server removes what a browser sent under this name, so a browser cannot
// choose the nonce. A module of its own, not a .server.ts one, because the router, which also
// runs in the browser, imports it.
export const NONCE_HEADER = 'x-apogee-csp-nonce';
