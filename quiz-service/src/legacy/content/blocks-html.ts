/**
 * Strapi's Blocks rich text rendered to HTML for the old clients, which insert
 * `blog_content` and `magazine_description` as HTML. It is an allow-list by construction:
 * only the known block and inline types become tags, every text and attribute is escaped,
 * links keep http(s), mailto and same-site addresses only, and unknown nodes are dropped.
 */

type Loose = Record<string, unknown>;
const isObject = (value: unknown): value is Loose => typeof value === 'object' && value !== null;

const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};
export const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => ESCAPES[c] ?? c);

/** A link or image address we are willing to write into an attribute, or null. */
export function safeUrl(url: unknown, origin: string): string | null {
  if (typeof url !== 'string') return null;
  const value = url.trim();
  if (value.startsWith('/') && !value.startsWith('//')) return `${origin}${value}`;
  if (value.startsWith('#')) return value;
  try {
    const parsed = new URL(value);
    return ['http:', 'https:', 'mailto:'].includes(parsed.protocol) ? parsed.href : null;
  } catch {
    return null;
  }
}

function renderText(node: Loose): string {
  let html = escapeHtml(String(node.text)).replace(/\n/g, '<br>');
  if (!html) return '';
  if (node.code === true) html = `<code>${html}</code>`;
  if (node.bold === true) html = `<strong>${html}</strong>`;
  if (node.italic === true) html = `<em>${html}</em>`;
  if (node.underline === true) html = `<u>${html}</u>`;
  if (node.strikethrough === true) html = `<s>${html}</s>`;
  return html;
}

function renderInline(children: unknown, origin: string): string {
  if (!Array.isArray(children)) return '';
  return children
    .map((node): string => {
      if (!isObject(node)) return '';
      if (node.type === 'text' && typeof node.text === 'string') return renderText(node);
      if (node.type === 'link') {
        const inner = renderInline(node.children, origin);
        const href = safeUrl(node.url, origin);
        if (!href) return inner;
        const external = !href.startsWith(origin) && !href.startsWith('#');
        const rel = external ? ' rel="noopener noreferrer" target="_blank"' : '';
        return `<a href="${escapeHtml(href)}"${rel}>${inner}</a>`;
      }
      return '';
    })
    .join('');
}

function renderImage(image: unknown, origin: string): string {
  if (!isObject(image)) return '';
  const src = safeUrl(image.url, origin);
  if (!src) return '';
  const alt = typeof image.alternativeText === 'string' ? image.alternativeText : '';
  const size =
    typeof image.width === 'number' && typeof image.height === 'number'
      ? ` width="${Math.round(image.width)}" height="${Math.round(image.height)}"`
      : '';
  const caption =
    typeof image.caption === 'string' && image.caption && image.caption !== alt
      ? `<figcaption>${escapeHtml(image.caption)}</figcaption>`
      : '';
  return `<figure><img src="${escapeHtml(src)}" alt="${escapeHtml(alt)}"${size} loading="lazy">${caption}</figure>`;
}

function renderList(block: Loose, origin: string): string {
  const tag = block.format === 'ordered' ? 'ol' : 'ul';
  const items: string[] = [];
  for (const item of Array.isArray(block.children) ? block.children : []) {
    if (!isObject(item)) continue;
    // An indented list sits among the items of its parent: it belongs inside the item before it.
    if (item.type === 'list') {
      const nested = renderList(item, origin);
      if (items.length) items[items.length - 1] += nested;
      else items.push(nested);
    } else items.push(renderInline(item.children, origin));
  }
  return `<${tag}>${items.map((item) => `<li>${item}</li>`).join('')}</${tag}>`;
}

/** Blocks JSON → HTML; `origin` makes the CMS's relative media and links absolute. */
export function blocksToHtml(blocks: unknown, origin: string): string {
  if (!Array.isArray(blocks)) return '';
  return blocks
    .map((block): string => {
      if (!isObject(block)) return '';
      switch (block.type) {
        case 'paragraph':
          return `<p>${renderInline(block.children, origin)}</p>`;
        case 'heading': {
          const level = typeof block.level === 'number' ? Math.min(Math.max(block.level, 1), 6) : 2;
          return `<h${level}>${renderInline(block.children, origin)}</h${level}>`;
        }
        case 'quote':
          return `<blockquote>${renderInline(block.children, origin)}</blockquote>`;
        case 'code':
          return `<pre><code>${renderInline(block.children, origin)}</code></pre>`;
        case 'list':
          return renderList(block, origin);
        case 'image':
          return renderImage(block.image, origin);
        default:
          return '';
      }
    })
    .join('');
}
