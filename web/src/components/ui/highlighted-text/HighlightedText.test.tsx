import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { HighlightedText } from './HighlightedText';

describe('highlighted text', () => {
  it('marks the matched runs and leaves the others plain', () => {
    const html = renderToStaticMarkup(
      <HighlightedText
        runs={[
          { text: 'The ', match: false },
          { text: 'Artemis', match: true },
          { text: ' programme', match: false },
        ]}
      />,
    );
    expect(html).toBe('The <mark>Artemis</mark> programme');
  });

  it('renders markup in the text as text, matched or not', () => {
    const html = renderToStaticMarkup(
      <HighlightedText
        runs={[
          { text: '<script>alert(1)</script> ', match: false },
          { text: '<img src=x onerror=alert(2)>', match: true },
        ]}
      />,
    );
    expect(html).not.toContain('<script>');
    expect(html).not.toContain('<img');
    expect(html).toBe(
      '&lt;script&gt;alert(1)&lt;/script&gt; <mark>&lt;img src=x onerror=alert(2)&gt;</mark>',
    );
  });

  it('shows the fallback when the service marked nothing', () => {
    expect(renderToStaticMarkup(<HighlightedText runs={[]} fallback="Plain & simple" />)).toBe(
      'Plain &amp; simple',
    );
  });
});
