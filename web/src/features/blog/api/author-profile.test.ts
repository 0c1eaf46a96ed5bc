import { describe, expect, it } from 'vitest';
import { toAuthorLinks } from './author-profile';

describe("an author's links", () => {
  it('lists the filled-in https links in a fixed order, labelled', () => {
    expect(
      toAuthorLinks({
        bluesky: 'https://bsky.app/profile/ingrid.example',
        website: ' https://ingrid.example ',
        x: '',
        linkedin: null,
      }),
    ).toEqual([
      { label: 'Website', url: 'https://ingrid.example' },
      { label: 'Bluesky', url: 'https://bsky.app/profile/ingrid.example' },
    ]);
  });

  it('leaves out what is not an https address (a script link never reaches the page)', () => {
    expect(
      toAuthorLinks({ website: 'javascript:alert(1)', mastodon: 'http://plain.example' }),
    ).toEqual([]);
    expect(toAuthorLinks(null)).toEqual([]);
  });
});
