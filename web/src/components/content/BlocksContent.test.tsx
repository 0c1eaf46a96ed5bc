import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { blocksToText, parseBlocks } from '@apogee/contracts/blocks';
import { BlocksContent } from './BlocksContent';

const text = (value: string) => ({ type: 'text', text: value });
const item = (value: string) => ({ type: 'list-item', children: [text(value)] });

/** As Strapi's Blocks editor stores an indented list: among the items of its parent list. */
const nestedList = [
  {
    type: 'list',
    format: 'unordered',
    children: [
      item('Jet engines'),
      {
        type: 'list',
        format: 'ordered',
        indentLevel: 1,
        children: [
          item('Turbofan'),
          { type: 'list', format: 'unordered', indentLevel: 2, children: [item('High bypass')] },
        ],
      },
      item('Rocket engines'),
    ],
  },
];

describe('rich text lists', () => {
  it('keeps an indented list inside the item before it, at every level', () => {
    const html = renderToStaticMarkup(<BlocksContent blocks={parseBlocks(nestedList)} />);
    expect(html).toBe(
      '<div class="prose"><ul>' +
        '<li><span>Jet engines</span><ol><li><span>Turbofan</span>' +
        '<ul><li><span>High bypass</span></li></ul></li></ol></li>' +
        '<li><span>Rocket engines</span></li>' +
        '</ul></div>',
    );
  });

  it('reads nested items as lines of text, in order', () => {
    expect(blocksToText(parseBlocks(nestedList))).toBe(
      'Jet engines\nTurbofan\nHigh bypass\nRocket engines',
    );
  });

  it('gives a list that starts indented an empty item to sit in', () => {
    const html = renderToStaticMarkup(
      <BlocksContent
        blocks={parseBlocks([
          { type: 'list', format: 'unordered', children: [{ ...nestedList[0]!.children[1] }] },
        ])}
      />,
    );
    expect(html).toBe(
      '<div class="prose"><ul><li><ol><li><span>Turbofan</span>' +
        '<ul><li><span>High bypass</span></li></ul></li></ol></li></ul></div>',
    );
  });

  it('flattens hostile nesting deeper than an editor can make instead of recursing on', () => {
    let list: Record<string, unknown> = {
      type: 'list',
      format: 'unordered',
      children: [item('x')],
    };
    for (let depth = 0; depth < 5000; depth += 1)
      list = { type: 'list', format: 'unordered', children: [item(`level ${depth}`), list] };
    const html = renderToStaticMarkup(<BlocksContent blocks={parseBlocks([list])} />);
    expect(html.match(/<ul>/g)).toHaveLength(8);
    expect(html).toContain('<span>x</span>');
  });
});
