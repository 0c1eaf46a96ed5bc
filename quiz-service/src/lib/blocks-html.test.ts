import { describe, expect, it } from 'vitest';
import { blocksToHtml, safeUrl } from './blocks-html';

const ORIGIN = 'https://apogee.example';
const text = (value: string, marks: Record<string, boolean> = {}) => ({
  type: 'text',
  text: value,
  ...marks,
});

describe('blocksToHtml', () => {
  it('renders marks, quotes, code and nested lists', () => {
    const html = blocksToHtml(
      [
        { type: 'quote', children: [text('Ad astra', { italic: true, underline: true })] },
        { type: 'code', children: [text('v = sqrt(GM / r)')] },
        {
          type: 'list',
          format: 'unordered',
          children: [
            { type: 'list-item', children: [text('Apollo')] },
            {
              type: 'list',
              format: 'ordered',
              indentLevel: 1,
              children: [{ type: 'list-item', children: [text('Apollo 11', { bold: true })] }],
            },
          ],
        },
        {
          type: 'paragraph',
          children: [text('Line one\nline two'), text('old', { strikethrough: true })],
        },
      ],
      ORIGIN,
    );
    expect(html).toBe(
      '<blockquote><u><em>Ad astra</em></u></blockquote>' +
        '<pre><code>v = sqrt(GM / r)</code></pre>' +
        '<ul><li>Apollo<ol><li><strong>Apollo 11</strong></li></ol></li></ul>' +
        '<p>Line one<br>line two<s>old</s></p>',
    );
  });

  it('escapes attributes and drops what is not on the allow-list', () => {
    const html = blocksToHtml(
      [
        {
          type: 'image',
          image: {
            url: '/uploads/a.webp',
            alternativeText: '"><script>x</script>',
            caption: 'Dawn',
          },
        },
        { type: 'image', image: { url: 'javascript:alert(1)' } },
        { type: 'html', value: '<iframe src="https://evil.example"></iframe>' },
        {
          type: 'paragraph',
          children: [
            { type: 'link', url: '/about-us', children: [text('About')] },
            { type: 'link', url: 'data:text/html,hi', children: [text('data')] },
          ],
        },
        'not a block',
        null,
      ],
      ORIGIN,
    );
    expect(html).toBe(
      `<figure><img src="${ORIGIN}/uploads/a.webp" alt="&quot;&gt;&lt;script&gt;x&lt;/script&gt;" loading="lazy"><figcaption>Dawn</figcaption></figure>` +
        `<p><a href="${ORIGIN}/about-us">About</a>data</p>`,
    );
  });

  it('keeps at most 8 levels of hostile nesting, as the site does, instead of recursing on', () => {
    const item = (value: string) => ({ type: 'list-item', children: [text(value)] });
    let list: Record<string, unknown> = {
      type: 'list',
      format: 'unordered',
      children: [item('x')],
    };
    for (let depth = 0; depth < 5000; depth += 1)
      list = { type: 'list', format: 'unordered', children: [item(`level ${depth}`), list] };
    const html = blocksToHtml([list], ORIGIN);
    expect(html.match(/<ul>/g)).toHaveLength(8);
    expect(html).toContain('<li>x</li>');
  });

  it('answers an empty text for anything that is not a list of blocks', () => {
    expect(blocksToHtml(null, ORIGIN)).toBe('');
    expect(blocksToHtml('<p>raw</p>', ORIGIN)).toBe('');
  });
});

describe('safeUrl', () => {
  it('keeps http(s), mailto and same-site addresses only', () => {
    expect(safeUrl('https://example.org/a b', ORIGIN)).toBe('https://example.org/a%20b');
    expect(safeUrl('mailto:editor@apogee.example', ORIGIN)).toBe('mailto:editor@apogee.example');
    expect(safeUrl('/uploads/x.jpg', ORIGIN)).toBe(`${ORIGIN}/uploads/x.jpg`);
    expect(safeUrl('//evil.example/x', ORIGIN)).toBeNull();
    expect(safeUrl(' JavaScript:alert(1)', ORIGIN)).toBeNull();
    expect(safeUrl(42, ORIGIN)).toBeNull();
  });
});
