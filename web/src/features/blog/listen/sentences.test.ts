import { describe, expect, it } from 'vitest';
import { splitSentences } from './sentences';

const paragraph =
  'Book a return flight between New York and London. The eastbound flight is shorter! Why? ' +
  'The jet stream blows at 250 km/h.';

describe('splitSentences', () => {
  it('splits a paragraph into its sentences, with where each one is', () => {
    const sentences = splitSentences(paragraph, 'en');
    expect(sentences.map((sentence) => sentence.text)).toEqual([
      'Book a return flight between New York and London.',
      'The eastbound flight is shorter!',
      'Why?',
      'The jet stream blows at 250 km/h.',
    ]);
    for (const sentence of sentences)
      expect(paragraph.slice(sentence.start, sentence.end)).toBe(sentence.text);
  });

  it('keeps a decimal number and a short title inside their sentence', () => {
    expect(
      splitSentences('Mach 2.04 was its cruise. It flew from 1976 to 2003.', 'en').map(
        (sentence) => sentence.text,
      ),
    ).toEqual(['Mach 2.04 was its cruise.', 'It flew from 1976 to 2003.']);
  });

  it('trims the spaces around sentences and finds none in whitespace', () => {
    expect(splitSentences('   ', 'en')).toEqual([]);
    expect(splitSentences('  Liftoff.  ', 'en')).toEqual([{ start: 2, end: 10, text: 'Liftoff.' }]);
  });

  it('splits the same way without Intl.Segmenter, at an end mark before a capital', () => {
    const sentences = splitSentences(paragraph, 'en', { useSegmenter: false });
    expect(sentences.map((sentence) => sentence.text)).toEqual([
      'Book a return flight between New York and London.',
      'The eastbound flight is shorter!',
      'Why?',
      'The jet stream blows at 250 km/h.',
    ]);
    for (const sentence of sentences)
      expect(paragraph.slice(sentence.start, sentence.end)).toBe(sentence.text);
  });

  it('without Intl.Segmenter, keeps a closing quote with its sentence and a decimal whole', () => {
    expect(
      splitSentences('“We have liftoff.” Then Mach 2.04 came. 3 crew flew.', 'en', {
        useSegmenter: false,
      }).map((sentence) => sentence.text),
    ).toEqual(['“We have liftoff.”', 'Then Mach 2.04 came.', '3 crew flew.']);
  });
});
