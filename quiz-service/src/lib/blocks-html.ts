import {
  parseBlocks,
  safeLinkUrl,
  type Block,
  type BlockImage,
  type InlineNode,
  type ListBlock,
  type TextNode,
} from '@apogee/contracts/blocks';

/**
 * Strapi's Blocks rich text rendered to HTML for the old clients, which insert
 * `blog_content` and `magazine_description` as HTML. It is an allow-list by construction:
 * only the known block and inline types become tags (`parseBlocks` of @apogee/contracts drops
 * the rest), every text and attribute is escaped, and links keep http(s), mailto and same-site
 * addresses only.
 */

const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};
export const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => ESCAPES[c] ?? c);

/**
 * A link or image address we are willing to write into an attribute (the site's rule,
 * `safeLinkUrl`), made absolute on the site's origin; null otherwise.
 */
export function safeUrl(url: unknown, origin: string): string | null {
  if (typeof url !== 'string') return null;
  const safe = safeLinkUrl(url);
  return safe?.startsWith('/') ? `${origin}${safe}` : safe;
}

function renderText(node: TextNode): string {
  let html = escapeHtml(node.text).replace(/\n/g, '<br>');
  if (!html) return '';
  if (node.code) html = `<code>${html}</code>`;
  if (node.bold) html = `<strong>${html}</strong>`;
  if (node.italic) html = `<em>${html}</em>`;
  if (node.underline) html = `<u>${html}</u>`;
  if (node.strikethrough) html = `<s>${html}</s>`;
  return html;
}

function renderInline(nodes: readonly InlineNode[], origin: string): string {
  return nodes
    .map((node): string => {
      if (node.type === 'text') return renderText(node);
      const inner = renderInline(node.children, origin);
      const href = safeUrl(node.url, origin);
      if (!href) return inner;
      const external = !href.startsWith(origin) && !href.startsWith('#');
      const rel = external ? ' rel="noopener noreferrer" target="_blank"' : '';
      return `<a href="${escapeHtml(href)}"${rel}>${inner}</a>`;
    })
    .join('');
}

function renderImage(image: BlockImage, origin: string): string {
  const src = safeUrl(image.url, origin);
  if (!src) return '';
  const size =
    image.width !== null && image.height !== null
      ? ` width="${Math.round(image.width)}" height="${Math.round(image.height)}"`
      : '';
  const caption =
    image.caption && image.caption !== image.alt
      ? `<figcaption>${escapeHtml(image.caption)}</figcaption>`
      : '';
  return `<figure><img src="${escapeHtml(src)}" alt="${escapeHtml(image.alt)}"${size} loading="lazy">${caption}</figure>`;
}

/** A list with the lists indented under its items inside those items (as the site shows it). */
function renderList(list: ListBlock, origin: string): string {
  const tag = list.format === 'ordered' ? 'ol' : 'ul';
  const items = list.children.map(
    (item) =>
      `<li>${renderInline(item.children, origin)}${item.lists.map((nested) => renderList(nested, origin)).join('')}</li>`,
  );
  return `<${tag}>${items.join('')}</${tag}>`;
}

function renderBlock(block: Block, origin: string): string {
  switch (block.type) {
    case 'paragraph':
      return `<p>${renderInline(block.children, origin)}</p>`;
    case 'heading':
      return `<h${block.level}>${renderInline(block.children, origin)}</h${block.level}>`;
    case 'quote':
      return `<blockquote>${renderInline(block.children, origin)}</blockquote>`;
    case 'code':
      return `<pre><code>${renderInline(block.children, origin)}</code></pre>`;
    case 'list':
      return renderList(block, origin);
    case 'image':
      return renderImage(block.image, origin);
  }
}

/**
 * Blocks JSON → HTML; `origin` makes the CMS's relative media and links absolute. The JSON is
 * read by the site's parser (`parseBlocks`), so the old clients get the blocks the site shows.
 */
export function blocksToHtml(blocks: unknown, origin: string): string {
  return parseBlocks(blocks)
    .map((block) => renderBlock(block, origin))
    .join('');
}

/**
 * Stands for the site's origin in HTML kept for later (the search index's copy of each
 * article): replaced by the origin of the answer it goes into, so a change of PUBLIC_URL needs
 * no rebuild. A control character readers' text does not hold.
 */
export const ORIGIN_MARKER = '\u0001origin\u0001';

/** HTML kept with ORIGIN_MARKER, for `origin`. */
export const withOrigin = (html: string, origin: string) => html.replaceAll(ORIGIN_MARKER, origin);
