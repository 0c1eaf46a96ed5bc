// Request header by which the web server (web/server/server.ts) tells the app that a page for
// everyone is being rendered for a reader who sent a session cookie, which the render never sees
// (web/server/http/page-audience.ts). The page then leaves the reader's parts for the browser
// to fill in. The server always removes what a browser sent under this name, so a reader
// cannot choose it. A module of its own, not a .server.ts one: the app's session code, which
// also runs in the browser, imports the name.
export const SESSION_HINT_HEADER = 'x-apogee-session-cookie';
