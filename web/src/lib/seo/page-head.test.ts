import { describe, expect, it } from 'vitest';
import { pageHead } from './page-head';

const settings = { siteName: 'Apogee', publicUrl: 'https://apogee.example', seoKeywords: 'space' };

describe('page head', () => {
  it('writes title, canonical and sharing tags from one description', () => {
    const head = pageHead({
      settings,
      title: 'Blogs tagged with: rockets | Apogee',
      description: 'Rocket stories',
      path: '/tag/rockets',
      image: '/uploads/rocket.jpg',
    });
    expect(head.meta).toContainEqual({ title: 'Blogs tagged with: rockets | Apogee' });
    expect(head.links).toEqual([{ rel: 'canonical', href: 'https://apogee.example/tag/rockets' }]);
    expect(head.meta).toContainEqual({
      property: 'og:image',
      content: 'https://apogee.example/uploads/rocket.jpg',
    });
    expect(head.meta).toContainEqual({ name: 'twitter:card', content: 'summary_large_image' });
  });

  it('keeps JSON-LD from closing its script tag', () => {
    const head = pageHead({
      settings,
      title: 't',
      description: 'd',
      path: '/',
      jsonLd: [{ name: '</script><script>alert(1)</script>' }],
    });
    expect(head.scripts[0]?.children).not.toContain('</script>');
  });

  it('links a page to its RSS feed', () => {
    const head = pageHead({
      settings,
      title: 'Aviation | Apogee',
      description: 'd',
      path: '/category/aviation',
      feed: { title: 'Aviation | Apogee', path: '/category/aviation/rss.xml' },
    });
    expect(head.links).toContainEqual({
      rel: 'alternate',
      type: 'application/rss+xml',
      title: 'Aviation | Apogee',
      href: 'https://apogee.example/category/aviation/rss.xml',
    });
  });
});
