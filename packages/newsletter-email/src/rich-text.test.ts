import { describe, expect, it } from 'vitest';
import { richTextHtml } from './newsletter-email.js';

const text = (value: string, marks: Record<string, boolean> = {}) => ({
  type: 'text',
  text: value,
  ...marks,
});

describe('richTextHtml', () => {
  it('writes paragraphs, headings, lists and links, escaped, links absolute', () => {
    const html = richTextHtml(
      [
        { type: 'heading', level: 1, children: [text('Welcome <aboard>')] },
        {
          type: 'paragraph',
          children: [
            text('Read '),
            { type: 'link', url: '/about-us', children: [text('about us', { bold: true })] },
            text(' & more.'),
          ],
        },
        {
          type: 'list',
          format: 'unordered',
          children: [{ type: 'list-item', children: [text('Gliders')] }],
        },
        { type: 'paragraph', children: [] },
      ],
      'https://www.example.com',
    );
    expect(html).toBe(
      '<h2>Welcome &lt;aboard&gt;</h2>' +
        '<p>Read <a href="https://www.example.com/about-us"><strong>about us</strong></a> &amp; more.</p>' +
        '<ul><li>Gliders</li></ul>',
    );
  });

  it('keeps the words of links it will not write, and drops unknown blocks', () => {
    const html = richTextHtml(
      [
        {
          type: 'paragraph',
          children: [{ type: 'link', url: 'javascript:alert(1)', children: [text('click')] }],
        },
        { type: 'image', image: { url: '/uploads/a.jpg' } },
        { type: 'script', children: [text('x')] },
      ],
      'https://www.example.com',
    );
    expect(html).toBe('<p>click</p>');
  });

  it('gives nothing for no text', () => {
    expect(richTextHtml(null, 'https://www.example.com')).toBe('');
  });
});
