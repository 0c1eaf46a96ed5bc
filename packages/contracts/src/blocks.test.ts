import { describe, expect, it } from 'vitest';
import { blocksToText, parseBlocks, safeLinkUrl } from './blocks';

const content = [
  { type: 'heading', level: 2, children: [{ type: 'text', text: 'Why wings lift' }] },
  {
    type: 'paragraph',
    children: [
      { type: 'text', text: 'Air flows ' },
      { type: 'text', text: 'faster', bold: true },
      { type: 'link', url: 'https://example.org', children: [{ type: 'text', text: ' above' }] },
    ],
  },
  {
    type: 'list',
    format: 'ordered',
    children: [{ type: 'list-item', children: [{ type: 'text', text: 'Angle of attack' }] }],
  },
  { type: 'image', image: { url: '/uploads/wing.jpg', alternativeText: 'A wing' }, children: [] },
  { type: 'mystery', children: [] },
  'not a block',
];

describe('Strapi blocks', () => {
  it('keeps the blocks it knows and drops the rest', () => {
    const blocks = parseBlocks(content);
    expect(blocks.map((block) => block.type)).toEqual(['heading', 'paragraph', 'list', 'image']);
  });

  it('reads as plain text for search and reading time', () => {
    expect(blocksToText(parseBlocks(content))).toBe(
      'Why wings lift\nAir flows faster above\nAngle of attack',
    );
  });

  it("never takes a picture's file name for its description", () => {
    const picture = (fields: Record<string, unknown>) =>
      parseBlocks([{ type: 'image', image: { url: '/uploads/inline.jpg', ...fields } }])[0];
    // What the Blocks editor writes for a picture inserted before it was described.
    expect(picture({ name: 'inline.jpg', alternativeText: 'inline.jpg' })).toMatchObject({
      image: { alt: '' },
    });
    expect(
      picture({ name: 'inline.jpg', alternativeText: 'A glider over a ridge at dusk' }),
    ).toMatchObject({ image: { alt: 'A glider over a ridge at dusk' } });
    expect(picture({ name: 'inline.jpg' })).toMatchObject({ image: { alt: '' } });
  });

  it('treats anything that is not a list of blocks as empty', () => {
    expect(parseBlocks(null)).toEqual([]);
    expect(parseBlocks('<p>html</p>')).toEqual([]);
  });

  it('keeps the text of a link that has no address, without a link', () => {
    expect(
      parseBlocks([
        {
          type: 'paragraph',
          children: [{ type: 'link', children: [{ type: 'text', text: 'Mars' }] }],
        },
      ]),
    ).toEqual([
      {
        type: 'paragraph',
        children: [
          {
            type: 'text',
            text: 'Mars',
            bold: false,
            italic: false,
            underline: false,
            strikethrough: false,
            code: false,
          },
        ],
      },
    ]);
  });

  it('clamps heading levels to 1–6', () => {
    const [low, high] = parseBlocks([
      { type: 'heading', level: 0, children: [] },
      { type: 'heading', level: 9, children: [] },
    ]);
    expect([low, high].map((block) => block?.type === 'heading' && block.level)).toEqual([1, 6]);
  });

  it('links to http(s), mailto and the site itself only', () => {
    expect(safeLinkUrl('https://example.org/a b')).toBe('https://example.org/a%20b');
    expect(safeLinkUrl('mailto:editor@apogee.example')).toBe('mailto:editor@apogee.example');
    expect(safeLinkUrl(' /about-us ')).toBe('/about-us');
    expect(safeLinkUrl('#comments')).toBe('#comments');
    expect(safeLinkUrl('//evil.example/x')).toBeNull();
    expect(safeLinkUrl(' JavaScript:alert(1)')).toBeNull();
    expect(safeLinkUrl('data:text/html,hi')).toBeNull();
    expect(safeLinkUrl('not a url')).toBeNull();
  });
});
