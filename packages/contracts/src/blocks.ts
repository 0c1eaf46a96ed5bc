import { srcSetOf } from './media-srcset';

/**
 * Strapi's Blocks rich text (the JSON stored in `content`, `body`, `description`, `bio`),
 * parsed defensively: unknown or malformed nodes are dropped instead of breaking a page. One
 * parser for both readers of it: the site renders the parsed blocks as React elements
 * (BlocksContent) and the REST adapter as HTML for the old clients (blocks-html.ts), so both
 * keep the same blocks, nested lists included.
 */
export interface TextNode {
  type: 'text';
  text: string;
  bold?: boolean;
  italic?: boolean;
  underline?: boolean;
  strikethrough?: boolean;
  code?: boolean;
}
export interface LinkNode {
  type: 'link';
  url: string;
  children: TextNode[];
}
export type InlineNode = TextNode | LinkNode;

export interface BlockImage {
  url: string;
  alt: string;
  width: number | null;
  height: number | null;
  caption: string | null;
  srcSet: string | null;
}

export type Block =
  | { type: 'paragraph'; children: InlineNode[] }
  | { type: 'heading'; level: 1 | 2 | 3 | 4 | 5 | 6; children: InlineNode[] }
  | { type: 'quote'; children: InlineNode[] }
  | { type: 'code'; children: InlineNode[] }
  | ListBlock
  | { type: 'image'; image: BlockImage };

export interface ListBlock {
  type: 'list';
  format: 'ordered' | 'unordered';
  children: ListItem[];
}

export interface ListItem {
  type: 'list-item';
  children: InlineNode[];
  /** Lists indented under this item. */
  lists: ListBlock[];
}

/** Deeper indents than an editor can make are flattened into the last level kept. */
const MAX_LIST_DEPTH = 8;

type Loose = Record<string, unknown>;

const isObject = (value: unknown): value is Loose => typeof value === 'object' && value !== null;

function parseInline(value: unknown): InlineNode[] {
  if (!Array.isArray(value)) return [];
  return value.flatMap((node): InlineNode[] => {
    if (!isObject(node)) return [];
    if (node.type === 'text' && typeof node.text === 'string') {
      return [
        {
          type: 'text',
          text: node.text,
          bold: node.bold === true,
          italic: node.italic === true,
          underline: node.underline === true,
          strikethrough: node.strikethrough === true,
          code: node.code === true,
        },
      ];
    }
    if (node.type === 'link') {
      const children = parseInline(node.children) as TextNode[];
      // A link without an address still reads as its text.
      return typeof node.url === 'string' ? [{ type: 'link', url: node.url, children }] : children;
    }
    return [];
  });
}

const numberOrNull = (value: unknown) => (typeof value === 'number' ? value : null);
const textOrNull = (value: unknown) => (typeof value === 'string' && value ? value : null);

/**
 * A picture's description, never its file name: the Blocks editor writes the name
 * ("inline.jpg") when the picture had no description yet. The CMS answers the media library's
 * current description; this guards pages rendered from older copies.
 */
function altOf(image: Loose): string {
  const alt = textOrNull(image.alternativeText)?.trim() ?? '';
  return alt === image.name ? '' : alt;
}

function parseImage(image: Loose, url: string): BlockImage {
  const width = numberOrNull(image.width);
  return {
    url,
    alt: altOf(image),
    width,
    height: numberOrNull(image.height),
    caption: textOrNull(image.caption),
    srcSet: srcSetOf({ url, width, formats: image.formats }),
  };
}

/** Every item of a list and of the lists under it, in reading order, without recursion. */
function flatItems(node: Loose): ListItem[] {
  const items: ListItem[] = [];
  const pending: unknown[] = [node];
  while (pending.length) {
    const next = pending.pop();
    if (!isObject(next)) continue;
    if (next.type === 'list') {
      const children: unknown[] = Array.isArray(next.children) ? next.children : [];
      // Pushed last to first, one at a time (a spread of a long list overflows the call stack).
      for (let index = children.length - 1; index >= 0; index -= 1) pending.push(children[index]);
    } else items.push({ type: 'list-item', children: parseInline(next.children), lists: [] });
  }
  return items;
}

/**
 * The Blocks editor stores an indented list among the items of its parent list: it belongs
 * inside the item before it (or a new empty item when it comes first).
 */
function parseList(node: Loose, depth: number): ListBlock {
  const format = node.format === 'ordered' ? 'ordered' : 'unordered';
  if (depth >= MAX_LIST_DEPTH) return { type: 'list', format, children: flatItems(node) };
  const items: ListItem[] = [];
  for (const item of Array.isArray(node.children) ? node.children : []) {
    if (!isObject(item)) continue;
    if (item.type === 'list') {
      if (items.length === 0) items.push({ type: 'list-item', children: [], lists: [] });
      items.at(-1)?.lists.push(parseList(item, depth + 1));
    } else {
      items.push({ type: 'list-item', children: parseInline(item.children), lists: [] });
    }
  }
  return { type: 'list', format, children: items };
}

export function parseBlocks(value: unknown): Block[] {
  if (!Array.isArray(value)) return [];
  return value.flatMap((node): Block[] => {
    if (!isObject(node)) return [];
    switch (node.type) {
      case 'paragraph':
      case 'quote':
      case 'code':
        return [{ type: node.type, children: parseInline(node.children) }];
      case 'heading': {
        const level = typeof node.level === 'number' ? Math.min(Math.max(node.level, 1), 6) : 2;
        return [
          {
            type: 'heading',
            level: level as 1 | 2 | 3 | 4 | 5 | 6,
            children: parseInline(node.children),
          },
        ];
      }
      case 'list':
        return [parseList(node, 1)];
      case 'image':
        return isObject(node.image) && typeof node.image.url === 'string'
          ? [{ type: 'image', image: parseImage(node.image, node.image.url) }]
          : [];
      default:
        return [];
    }
  });
}

/**
 * Where rich text may link or point: http(s) and mailto addresses, and the site's own paths and
 * anchors (`/about-us`, `#top`); null for anything else (`javascript:`, `data:`, a
 * protocol-relative `//host`). The site renders links with it and the REST adapter writes its
 * HTML with it, so both keep the same links.
 */
export function safeLinkUrl(url: string): string | null {
  const value = url.trim();
  if (value.startsWith('#')) return value;
  if (value.startsWith('/')) return value.startsWith('//') ? null : value;
  try {
    const parsed = new URL(value);
    return ['http:', 'https:', 'mailto:'].includes(parsed.protocol) ? parsed.href : null;
  } catch {
    return null;
  }
}

function inlineText(nodes: InlineNode[]): string {
  return nodes
    .map((node) => (node.type === 'text' ? node.text : inlineText(node.children)))
    .join('');
}

function listText(list: ListBlock): string {
  return list.children
    .flatMap((item) => [inlineText(item.children), ...item.lists.map(listText)])
    .filter(Boolean)
    .join('\n');
}

/** Plain text of the blocks, one line per block (for reading time, search, descriptions). */
export function blocksToText(blocks: Block[]): string {
  return blocks
    .map((block) => {
      if (block.type === 'image') return '';
      if (block.type === 'list') return listText(block);
      return inlineText(block.children);
    })
    .filter(Boolean)
    .join('\n');
}
