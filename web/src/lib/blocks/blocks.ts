import { srcSetOf } from '@/lib/cms/media';

/**
 * Strapi's Blocks rich text (the JSON stored in `content`, `body`, `description`, `bio`),
 * parsed defensively: unknown or malformed nodes are dropped instead of breaking a page.
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
  | { type: 'list'; format: 'ordered' | 'unordered'; children: ListItem[] }
  | { type: 'image'; image: BlockImage };

export interface ListItem {
  type: 'list-item';
  children: InlineNode[];
}

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
    if (node.type === 'link' && typeof node.url === 'string') {
      return [{ type: 'link', url: node.url, children: parseInline(node.children) as TextNode[] }];
    }
    return [];
  });
}

const numberOrNull = (value: unknown) => (typeof value === 'number' ? value : null);
const textOrNull = (value: unknown) => (typeof value === 'string' && value ? value : null);

function parseImage(image: Loose, url: string): BlockImage {
  const width = numberOrNull(image.width);
  return {
    url,
    alt: textOrNull(image.alternativeText) ?? '',
    width,
    height: numberOrNull(image.height),
    caption: textOrNull(image.caption),
    srcSet: srcSetOf({ url, width, formats: image.formats }),
  };
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
      case 'list': {
        const items = Array.isArray(node.children) ? node.children : [];
        return [
          {
            type: 'list',
            format: node.format === 'ordered' ? 'ordered' : 'unordered',
            children: items.flatMap((item): ListItem[] =>
              isObject(item) ? [{ type: 'list-item', children: parseInline(item.children) }] : [],
            ),
          },
        ];
      }
      case 'image':
        return isObject(node.image) && typeof node.image.url === 'string'
          ? [{ type: 'image', image: parseImage(node.image, node.image.url) }]
          : [];
      default:
        return [];
    }
  });
}

function inlineText(nodes: InlineNode[]): string {
  return nodes
    .map((node) => (node.type === 'text' ? node.text : inlineText(node.children)))
    .join('');
}

/** Plain text of the blocks, one line per block (for reading time, search, descriptions). */
export function blocksToText(blocks: Block[]): string {
  return blocks
    .map((block) => {
      if (block.type === 'image') return '';
      if (block.type === 'list')
        return block.children.map((item) => inlineText(item.children)).join('\n');
      return inlineText(block.children);
    })
    .filter(Boolean)
    .join('\n');
}
