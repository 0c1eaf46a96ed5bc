import { describe, expect, it } from 'vitest';
import { currentDescription, richTextPictures } from './picture-descriptions';

const paragraph = (text: string) => ({ type: 'paragraph', children: [{ type: 'text', text }] });
const picture = (name: string, alternativeText: string | null) => ({
  type: 'image',
  image: { name, hash: name.replace('.', '_'), alternativeText },
  children: [{ type: 'text', text: '' }],
});

describe('pictures in rich text', () => {
  it('are found in every entry of a list and in their relations, nothing else', () => {
    const entries = [
      {
        title: 'A',
        content: [paragraph('Lift.'), picture('wing.jpg', 'A wing')],
        featureImage: { name: 'feature.jpg', alternativeText: 'Not in the text' },
        tags: [{ name: 'NASA', slug: 'nasa' }],
      },
      { title: 'B', content: [picture('inline.jpg', 'inline.jpg')], hero: { bio: [] } },
    ];
    expect(richTextPictures(entries).map((found) => found.name)).toEqual([
      'inline.jpg',
      'wing.jpg',
    ]);
    expect(richTextPictures(null)).toEqual([]);
  });

  it("are described by the library's words, never by a file name", () => {
    const copy = { name: 'inline.jpg', alternativeText: 'inline.jpg' };
    const file = {
      id: 1,
      hash: 'inline_jpg',
      name: 'inline.jpg',
      mime: 'image/jpeg',
      url: '/uploads/inline_jpg.jpg',
    };
    expect(currentDescription(copy, { ...file, alternativeText: null })).toBe('');
    expect(currentDescription(copy, { ...file, alternativeText: 'A glider' })).toBe('A glider');
    // Gone from the library: the copy's words, unless they are only the name.
    expect(currentDescription(copy, undefined)).toBe('');
    expect(currentDescription({ ...copy, alternativeText: 'A glider' }, undefined)).toBe(
      'A glider',
    );
  });
});
