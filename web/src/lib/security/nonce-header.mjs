// Request header carrying this response's CSP nonce from server.mjs to the app's router.
// server.mjs always overwrites it, so a browser cannot choose the nonce. A module of its own
// (no Node imports) because the router, which also runs in the browser, imports it.
export const NONCE_HEADER = 'x-apogee-csp-nonce';
