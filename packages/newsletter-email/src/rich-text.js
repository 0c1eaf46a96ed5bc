// @ts-check
// Strapi's Blocks rich text (an issue's intro and closing) as e-mail HTML. An allow-list by
// construction: only paragraphs, headings, quotes, lists and links become tags, every text is
// escaped, and links keep web and mailto addresses, made absolute on the site's origin. The
// CMS renders issues with it; it is JavaScript, not a use of @apogee/contracts' TypeScript
// parser, because the CMS loads packages without a compiler. Pictures inside the text are
// left out: an issue's pictures are its articles'.
import { absoluteUrl, escapeHtml } from './escape.js';

/** @typedef {Record<string, unknown>} Loose */

/** @param {unknown} value @returns {value is Loose} */
const isObject = (value) => typeof value === 'object' && value !== null;

/** @param {unknown} value @returns {Loose[]} */
const childrenOf = (value) =>
  isObject(value) && Array.isArray(value.children) ? value.children.filter(isObject) : [];

/**
 * @param {string} url
 * @param {string} publicUrl
 */
function linkAddress(url, publicUrl) {
  if (/^mailto:/i.test(url.trim())) return url.trim();
  if (url.trim().startsWith('//')) return null;
  return absoluteUrl(url.trim(), publicUrl);
}

/**
 * @param {Loose} node
 * @param {string} publicUrl
 * @returns {string}
 */
function inline(node, publicUrl) {
  if (node.type === 'text' && typeof node.text === 'string') {
    let html = escapeHtml(node.text).replace(/\n/g, '<br>');
    if (!html) return '';
    if (node.code === true) html = `<code>${html}</code>`;
    if (node.bold === true) html = `<strong>${html}</strong>`;
    if (node.italic === true) html = `<em>${html}</em>`;
    if (node.underline === true) html = `<u>${html}</u>`;
    if (node.strikethrough === true) html = `<s>${html}</s>`;
    return html;
  }
  if (node.type === 'link') {
    const inner = inlines(node, publicUrl);
    const href = typeof node.url === 'string' ? linkAddress(node.url, publicUrl) : null;
    return href ? `<a href="${escapeHtml(href)}">${inner}</a>` : inner;
  }
  return '';
}

/**
 * @param {Loose} node
 * @param {string} publicUrl
 */
const inlines = (node, publicUrl) =>
  childrenOf(node)
    .map((child) => inline(child, publicUrl))
    .join('');

/**
 * @param {Loose} list
 * @param {string} publicUrl
 * @param {number} depth
 * @returns {string}
 */
function listHtml(list, publicUrl, depth) {
  const tag = list.format === 'ordered' ? 'ol' : 'ul';
  const items = childrenOf(list).map((item) =>
    item.type === 'list' && depth < 8
      ? listHtml(item, publicUrl, depth + 1)
      : `<li>${inlines(item, publicUrl)}</li>`,
  );
  return `<${tag}>${items.join('')}</${tag}>`;
}

/**
 * @param {unknown} blocks the Blocks JSON as Strapi stores it.
 * @param {string} publicUrl the site's public origin.
 * @returns {string} HTML; empty when there is no text.
 */
export function richTextHtml(blocks, publicUrl) {
  if (!Array.isArray(blocks)) return '';
  return blocks
    .filter(isObject)
    .map((block) => {
      switch (block.type) {
        case 'paragraph': {
          const html = inlines(block, publicUrl);
          return html ? `<p>${html}</p>` : '';
        }
        case 'heading': {
          const level = typeof block.level === 'number' ? Math.min(Math.max(block.level, 2), 4) : 2;
          return `<h${level}>${inlines(block, publicUrl)}</h${level}>`;
        }
        case 'quote':
          return `<blockquote>${inlines(block, publicUrl)}</blockquote>`;
        case 'code':
          return `<pre>${inlines(block, publicUrl)}</pre>`;
        case 'list':
          return listHtml(block, publicUrl, 1);
        default:
          return '';
      }
    })
    .join('');
}
