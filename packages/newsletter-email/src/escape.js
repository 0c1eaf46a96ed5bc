// @ts-check
// What goes from an editor's or a reader's text into the e-mail's HTML, and its addresses.

/** @type {Record<string, string>} */
const ENTITIES = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/**
 * Text as HTML (element content and quoted attribute values alike).
 *
 * @param {string} text
 */
export function escapeHtml(text) {
  return text.replace(/[&<>"']/g, (character) => ENTITIES[character] ?? character);
}

/**
 * An address a mail client can open: a path is taken from the site's public origin (mail
 * has no page to be relative to), and only http(s) addresses are kept.
 *
 * @param {string} address
 * @param {string} publicUrl the site's public origin, e.g. https://www.example.com
 * @returns {string | null} null for anything that is not a web address.
 */
export function absoluteUrl(address, publicUrl) {
  try {
    const url = new URL(address, `${publicUrl.replace(/\/+$/, '')}/`);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : null;
  } catch {
    return null;
  }
}
