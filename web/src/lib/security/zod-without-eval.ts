/** Where zod keeps its configuration, shared by every copy of zod loaded in the page. */
interface ZodGlobal {
  __zod_globalConfig?: { jitless?: boolean };
}

/**
 * The site's Content-Security-Policy allows no eval, yet zod, the first time it builds an
 * object schema, tries `new Function` to see whether it may compile its parsers, and the browser
 * reports that try as a CSP violation (Lighthouse counts it against best practices). Forms parse
 * their few fields fast enough without compiling, so zod is told not to (its `config({ jitless:
 * true })`), through its global rather than by importing zod: that would bring zod into every
 * page's first load, where no page parses anything. Runs before any chunk that uses zod loads.
 */
export function parseFormsWithoutEval(scope: ZodGlobal = globalThis as ZodGlobal): void {
  scope.__zod_globalConfig = { ...scope.__zod_globalConfig, jitless: true };
}
