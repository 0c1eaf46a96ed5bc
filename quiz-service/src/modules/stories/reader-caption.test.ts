import { describe, expect, it } from 'vitest';
import { readerCaption } from './cms-stories';

describe("a reader's caption", () => {
  it('is their description, spaces tidied', () => {
    expect(readerCaption('  First light on\n runway 27.  ')).toBe('First light on runway 27.');
  });

  it('is cut at a word, within the CMS’s 200 characters, when the description is long', () => {
    const long = `${'The glider circled over the ridge again '.repeat(8)}and landed.`;
    const caption = readerCaption(long);
    expect(caption.length).toBeLessThanOrEqual(200);
    expect(caption).toMatch(/^The glider circled over the ridge again .*[a-z]…$/);
    expect(long.startsWith(caption.slice(0, -1))).toBe(true);
  });
});
