import { describe, expect, it } from 'vitest';
import { toPassages } from './passages';

describe('toPassages', () => {
  it('cuts a paragraph into its sentences', () => {
    expect(
      toPassages(
        'The rocket rose from the pad at dawn on Tuesday. Its first stage landed on a ship far out at sea. Nobody expected that!',
      ),
    ).toEqual([
      'The rocket rose from the pad at dawn on Tuesday.',
      'Its first stage landed on a ship far out at sea. Nobody expected that!',
    ]);
  });

  it('keeps headings and paragraphs apart, and cuts a very long sentence', () => {
    const long = Array.from({ length: 80 }, (_, i) => `word${i}`).join(' ');
    const passages = toPassages(`Engines\n${long}`);
    expect(passages[0]).toBe('Engines');
    expect(passages.slice(1).map((p) => p.split(' ').length)).toEqual([36, 36, 8]);
  });

  it('gives nothing for an empty body', () => {
    expect(toPassages('')).toEqual([]);
    expect(toPassages('\n \n')).toEqual([]);
  });
});
