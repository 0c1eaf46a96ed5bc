import { describe, expect, it } from 'vitest';
import { cmsMediaOrigins, toSiteMediaUrl, withSiteMediaUrls } from './media-origin';

const origins = cmsMediaOrigins(['http://127.0.0.1:1337', 'https://cms.apogee.example/admin']);

describe('CMS media through the site', () => {
  it('knows the CMS under every loopback name and under its public address', () => {
    expect(origins).toEqual([
      'http://127.0.0.1:1337',
      'http://localhost:1337',
      'http://[::1]:1337',
      'https://cms.apogee.example',
    ]);
    expect(cmsMediaOrigins(['not an address'])).toEqual([]);
  });

  it('turns an absolute address of a CMS file into the site path', () => {
    expect(toSiteMediaUrl('http://localhost:1337/uploads/moon_ab12.png', origins)).toBe(
      '/uploads/moon_ab12.png',
    );
    expect(toSiteMediaUrl('https://cms.apogee.example/uploads/a.webp?x=1', origins)).toBe(
      '/uploads/a.webp?x=1',
    );
  });

  it('keeps every other address: the site path, S3 or a CDN, other hosts and CMS pages', () => {
    for (const kept of [
      '/uploads/moon.png',
      'https://bucket.s3.eu-west-2.amazonaws.com/moon.png',
      'https://media.example.org/uploads/moon.png',
      'http://localhost:1337/admin',
      'http://localhost:13370/uploads/moon.png',
      'http://localhost:1337/uploadsx/moon.png',
    ])
      expect(toSiteMediaUrl(kept, origins)).toBe(kept);
  });

  it('rewrites a whole answer: media fields, formats and rich text', () => {
    const answer = {
      blog: {
        featureImage: {
          url: 'http://localhost:1337/uploads/a.png',
          formats: { small: { url: 'http://localhost:1337/uploads/small_a.png', width: 500 } },
        },
        content: [
          { type: 'image', image: { url: 'http://127.0.0.1:1337/uploads/b.png', width: 10 } },
          {
            type: 'paragraph',
            children: [{ type: 'text', text: 'See http://localhost:1337/uploads/c.png' }],
          },
        ],
        views: 3,
        missing: null,
      },
    };
    expect(withSiteMediaUrls(answer, origins)).toEqual({
      blog: {
        featureImage: {
          url: '/uploads/a.png',
          formats: { small: { url: '/uploads/small_a.png', width: 500 } },
        },
        content: [
          { type: 'image', image: { url: '/uploads/b.png', width: 10 } },
          {
            type: 'paragraph',
            children: [{ type: 'text', text: 'See http://localhost:1337/uploads/c.png' }],
          },
        ],
        views: 3,
        missing: null,
      },
    });
  });
});
