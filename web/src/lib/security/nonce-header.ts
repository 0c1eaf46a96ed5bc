// Request header carrying this response's CSP nonce from the web server (web/server.ts) to the
// app's router. The server always overwrites it, so a browser cannot choose the nonce. A module
// of its own, not a .server.ts one, because the router, which also runs in the browser,
// imports it.
export const NONCE_HEADER = 'x-apogee-csp-nonce';
