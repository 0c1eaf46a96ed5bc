/**
 * Turns the content pack's Markdown into Strapi's Blocks editor JSON: headings, paragraphs,
 * bullet and numbered lists, quotes, **bold**, *italic*, `code`, links, and pictures written
 * `![alt](image:<key>)`, which become image blocks of files already in the media library.
 * Only this subset is written by the content pack, so a small parser is enough.
 */

export interface TextNode {
  type: 'text';
  text: string;
  bold?: true;
  italic?: true;
  code?: true;
}

export interface LinkNode {
  type: 'link';
  url: string;
  children: TextNode[];
}

export type InlineNode = TextNode | LinkNode;

/** The media library fields an image block carries (what the upload service returned). */
export interface BlockImage {
  name: string;
  alternativeText: string | null;
  url: string;
  caption?: string | null;
  width?: number | null;
  height?: number | null;
  formats?: unknown;
  hash: string;
  ext?: string | null;
  mime: string;
  size: number;
  previewUrl?: string | null;
  provider: string;
  createdAt?: string;
  updatedAt?: string;
}

export type Block =
  | { type: 'heading'; level: 1 | 2 | 3 | 4 | 5 | 6; children: InlineNode[] }
  | { type: 'paragraph'; children: InlineNode[] }
  | { type: 'quote'; children: InlineNode[] }
  | {
      type: 'list';
      format: 'ordered' | 'unordered';
      children: { type: 'list-item'; children: InlineNode[] }[];
    }
  | { type: 'image'; image: BlockImage; children: [TextNode] };

/** Finds the uploaded file of an `image:<key>` reference. */
export type ImageResolver = (key: string) => BlockImage;

const IMAGE_ONLY = /^!\[([^\]]*)\]\(image:([^)\s]+)\)$/;
const INLINE =
  /(\*\*([^*]+)\*\*|__([^_]+)__|\*([^*\s][^*]*)\*|_([^_\s][^_]*)_|`([^`]+)`|!\[([^\]]*)\]\(image:([^)\s]+)\)|\[([^\]]+)\]\(([^)\s]+)\))/g;

function text(value: string, marks: Omit<TextNode, 'type' | 'text'> = {}): TextNode {
  return { type: 'text', text: value, ...marks };
}

/** Inline Markdown to text and link nodes. An inline picture is returned separately. */
function parseInline(source: string, onImage?: (key: string, alt: string) => void): InlineNode[] {
  const nodes: InlineNode[] = [];
  let last = 0;
  for (const match of source.matchAll(INLINE)) {
    const index = match.index ?? 0;
    if (index > last) nodes.push(text(source.slice(last, index)));
    last = index + match[0].length;
    const [, , bold1, bold2, italic1, italic2, code, imageAlt, imageKey, linkText, linkUrl] = match;
    if (bold1 ?? bold2) {
      nodes.push(...parseInline(bold1 ?? bold2 ?? '').map((node) => withMark(node, 'bold')));
    } else if (italic1 ?? italic2) {
      nodes.push(...parseInline(italic1 ?? italic2 ?? '').map((node) => withMark(node, 'italic')));
    } else if (code) {
      nodes.push(text(code, { code: true }));
    } else if (imageKey) {
      onImage?.(imageKey, imageAlt ?? '');
    } else if (linkText && linkUrl) {
      const children = parseInline(linkText).flatMap((node) =>
        node.type === 'text' ? [node] : node.children,
      );
      nodes.push({ type: 'link', url: linkUrl, children });
    }
  }
  if (last < source.length) nodes.push(text(source.slice(last)));
  return mergeText(nodes);
}

function withMark(node: InlineNode, mark: 'bold' | 'italic'): InlineNode {
  if (node.type === 'text') return { ...node, [mark]: true };
  return { ...node, children: node.children.map((child) => ({ ...child, [mark]: true })) };
}

/** Joins neighbouring plain text nodes and guarantees at least one child (Blocks needs it). */
function mergeText(nodes: InlineNode[]): InlineNode[] {
  const merged: InlineNode[] = [];
  for (const node of nodes) {
    const previous = merged.at(-1);
    if (
      node.type === 'text' &&
      previous?.type === 'text' &&
      previous.bold === node.bold &&
      previous.italic === node.italic &&
      previous.code === node.code
    ) {
      previous.text += node.text;
    } else if (node.type !== 'text' || node.text !== '') {
      merged.push(node);
    }
  }
  return merged.length > 0 ? merged : [text('')];
}

function imageBlock(key: string, alt: string, resolve: ImageResolver): Block {
  const file = resolve(key);
  return {
    type: 'image',
    image: { ...file, alternativeText: file.alternativeText || alt || null },
    children: [text('')],
  };
}

export function markdownToBlocks(markdown: string, resolveImage: ImageResolver): Block[] {
  const blocks: Block[] = [];
  const lines = markdown.replace(/\r\n/g, '\n').split('\n');
  let paragraph: string[] = [];

  const flushParagraph = () => {
    if (paragraph.length === 0) return;
    const content = paragraph.join(' ').trim();
    paragraph = [];
    if (!content) return;
    const images: Block[] = [];
    const children = parseInline(content, (key, alt) =>
      images.push(imageBlock(key, alt, resolveImage)),
    );
    const hasText = children.some((node) => node.type === 'link' || node.text.trim() !== '');
    if (hasText) blocks.push({ type: 'paragraph', children });
    blocks.push(...images);
  };

  for (let i = 0; i < lines.length; i += 1) {
    const line = (lines[i] ?? '').trimEnd();
    const trimmed = line.trim();

    if (trimmed === '') {
      flushParagraph();
      continue;
    }
    const heading = /^(#{1,6})\s+(.*)$/.exec(trimmed);
    if (heading) {
      flushParagraph();
      const level = (heading[1]?.length ?? 2) as 1 | 2 | 3 | 4 | 5 | 6;
      blocks.push({ type: 'heading', level, children: parseInline(heading[2] ?? '') });
      continue;
    }
    const image = IMAGE_ONLY.exec(trimmed);
    if (image) {
      flushParagraph();
      blocks.push(imageBlock(image[2] ?? '', image[1] ?? '', resolveImage));
      continue;
    }
    if (trimmed.startsWith('>')) {
      flushParagraph();
      const quoted: string[] = [];
      while (i < lines.length && (lines[i] ?? '').trim().startsWith('>')) {
        quoted.push((lines[i] ?? '').trim().replace(/^>\s?/, ''));
        i += 1;
      }
      i -= 1;
      blocks.push({ type: 'quote', children: parseInline(quoted.join(' ')) });
      continue;
    }
    const listMarker = /^([-*+]|\d+[.)])\s+/;
    if (listMarker.test(trimmed)) {
      flushParagraph();
      const ordered = /^\d/.test(trimmed);
      const items: string[] = [];
      while (i < lines.length) {
        const current = (lines[i] ?? '').trim();
        if (listMarker.test(current)) {
          items.push(current.replace(listMarker, ''));
        } else if (current !== '' && items.length > 0 && /^\s+/.test(lines[i] ?? '')) {
          // An indented continuation line belongs to the item above.
          items[items.length - 1] += ` ${current}`;
        } else {
          break;
        }
        i += 1;
      }
      i -= 1;
      blocks.push({
        type: 'list',
        format: ordered ? 'ordered' : 'unordered',
        children: items.map((item) => ({ type: 'list-item', children: parseInline(item) })),
      });
      continue;
    }
    paragraph.push(trimmed);
  }
  flushParagraph();
  return blocks;
}

/** Keys of every `![alt](image:<key>)` in the Markdown, to upload before converting. */
export function imageKeysOf(markdown: string): string[] {
  return [...markdown.matchAll(/!\[[^\]]*\]\(image:([^)\s]+)\)/g)].map((match) => match[1] ?? '');
}
