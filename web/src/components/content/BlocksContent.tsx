import type { ReactNode } from 'react';
import { safeLinkUrl, type Block, type InlineNode, type ListBlock } from '@apogee/contracts/blocks';

function Inline({ nodes }: { nodes: InlineNode[] }) {
  return (
    <>
      {nodes.map((node, index) => {
        if (node.type === 'link') {
          // Links to other sites open in a new tab; unsafe addresses are not rendered as links.
          const href = safeLinkUrl(node.url);
          const children = <Inline nodes={node.children} />;
          if (!href) return <span key={index}>{children}</span>;
          const external = /^https?:/.test(href);
          return (
            <a
              key={index}
              href={href}
              {...(external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
            >
              {children}
            </a>
          );
        }
        let text: ReactNode = node.text;
        if (node.code) text = <code>{text}</code>;
        if (node.bold) text = <strong>{text}</strong>;
        if (node.italic) text = <em>{text}</em>;
        if (node.underline) text = <u>{text}</u>;
        if (node.strikethrough) text = <s>{text}</s>;
        return <span key={index}>{text}</span>;
      })}
    </>
  );
}

/** A list with the lists indented under its items, nested inside those items. */
function List({ list }: { list: ListBlock }) {
  const Tag = list.format === 'ordered' ? 'ol' : 'ul';
  return (
    <Tag>
      {list.children.map((item, index) => (
        <li key={index}>
          <Inline nodes={item.children} />
          {item.lists.map((nested, nestedIndex) => (
            <List key={nestedIndex} list={nested} />
          ))}
        </li>
      ))}
    </Tag>
  );
}

/** Renders CMS rich text as React elements (no HTML strings, so nothing to sanitise). */
export function BlocksContent({ blocks, className }: { blocks: Block[]; className?: string }) {
  return (
    <div className={['prose', className].filter(Boolean).join(' ')}>
      {blocks.map((block, index) => {
        switch (block.type) {
          case 'paragraph':
            return (
              <p key={index}>
                <Inline nodes={block.children} />
              </p>
            );
          case 'heading': {
            // The page's own title is the only h1.
            const Tag = `h${Math.max(block.level, 2)}` as 'h2' | 'h3' | 'h4' | 'h5' | 'h6';
            return (
              <Tag key={index}>
                <Inline nodes={block.children} />
              </Tag>
            );
          }
          case 'quote':
            return (
              <blockquote key={index}>
                <Inline nodes={block.children} />
              </blockquote>
            );
          case 'code':
            return (
              <pre key={index}>
                <code>
                  <Inline nodes={block.children} />
                </code>
              </pre>
            );
          case 'list':
            return <List key={index} list={block} />;
          case 'image': {
            const { image } = block;
            return (
              <figure key={index}>
                <img
                  src={image.url}
                  srcSet={image.srcSet ?? undefined}
                  sizes="(min-width: 1024px) 760px, 100vw"
                  alt={image.alt}
                  width={image.width ?? undefined}
                  height={image.height ?? undefined}
                  loading="lazy"
                  decoding="async"
                />
                {image.caption ? <figcaption>{image.caption}</figcaption> : null}
              </figure>
            );
          }
        }
      })}
    </div>
  );
}
