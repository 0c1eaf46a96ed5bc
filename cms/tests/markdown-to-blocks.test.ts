import { describe, expect, it } from 'vitest';
import { type BlockImage, imageKeysOf, markdownToBlocks } from '../src/seed/markdown-to-blocks';

const picture: BlockImage = {
  name: 'diagram.jpg',
  alternativeText: null,
  url: '/uploads/diagram_1.jpg',
  hash: 'diagram_1',
  mime: 'image/jpeg',
  size: 10,
  provider: 'local',
};

describe('Markdown to Blocks', () => {
  it('converts headings, paragraphs with marks and links, lists and pictures', () => {
    const markdown = [
      '## Why it matters',
      '',
      'Jets are **fast** and *quiet*, see [the guide](https://example.org/guide).',
      '',
      '- first',
      '- second with `code`',
      '',
      '1. one',
      '2. two',
      '',
      '![A wing in cross-section](image:wing-diagram)',
      '',
      '> A quoted line',
    ].join('\n');
    const blocks = markdownToBlocks(markdown, (key) => {
      expect(key).toBe('wing-diagram');
      return picture;
    });
    expect(blocks).toEqual([
      { type: 'heading', level: 2, children: [{ type: 'text', text: 'Why it matters' }] },
      {
        type: 'paragraph',
        children: [
          { type: 'text', text: 'Jets are ' },
          { type: 'text', text: 'fast', bold: true },
          { type: 'text', text: ' and ' },
          { type: 'text', text: 'quiet', italic: true },
          { type: 'text', text: ', see ' },
          {
            type: 'link',
            url: 'https://example.org/guide',
            children: [{ type: 'text', text: 'the guide' }],
          },
          { type: 'text', text: '.' },
        ],
      },
      {
        type: 'list',
        format: 'unordered',
        children: [
          { type: 'list-item', children: [{ type: 'text', text: 'first' }] },
          {
            type: 'list-item',
            children: [
              { type: 'text', text: 'second with ' },
              { type: 'text', text: 'code', code: true },
            ],
          },
        ],
      },
      {
        type: 'list',
        format: 'ordered',
        children: [
          { type: 'list-item', children: [{ type: 'text', text: 'one' }] },
          { type: 'list-item', children: [{ type: 'text', text: 'two' }] },
        ],
      },
      {
        type: 'image',
        image: { ...picture, alternativeText: 'A wing in cross-section' },
        children: [{ type: 'text', text: '' }],
      },
      { type: 'quote', children: [{ type: 'text', text: 'A quoted line' }] },
    ]);
  });

  it('joins wrapped paragraph lines and finds picture keys', () => {
    expect(markdownToBlocks('one\ntwo', () => picture)).toEqual([
      { type: 'paragraph', children: [{ type: 'text', text: 'one two' }] },
    ]);
    expect(imageKeysOf('a ![x](image:k1) b ![y](image:k2)')).toEqual(['k1', 'k2']);
  });

  it('names an unknown picture key instead of writing a broken block', () => {
    expect(() =>
      markdownToBlocks('![x](image:missing)', (key) => {
        throw new Error(`The content refers to image "${key}", which is not in its images list.`);
      }),
    ).toThrow('The content refers to image "missing", which is not in its images list.');
  });
});
