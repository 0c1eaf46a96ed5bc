import { describe, expect, it } from 'vitest';
import { optionMark } from '../components/OptionList';
import { confettiPieces } from './confetti-count';
import { formatAnswerDate } from './format-answer-date';

describe('confetti pieces', () => {
  it('throws fewer pieces below 1024 px and none with reduced motion', () => {
    expect(confettiPieces(1024, false)).toBeGreaterThan(confettiPieces(1023, false));
    expect(confettiPieces(1023, false)).toBeGreaterThan(0);
    expect(confettiPieces(1600, true)).toBe(0);
  });
});

describe('history dates', () => {
  it('show day/month/year (en-GB) in the reader time zone', () => {
    expect(formatAnswerDate('2026-03-05T09:30:00.000Z', 'Europe/London')).toBe('05/03/2026');
    expect(formatAnswerDate('2026-03-05T23:30:00.000Z', 'Pacific/Auckland')).toBe('06/03/2026');
  });
});

describe('option marks', () => {
  it('mark nothing before the answer is known', () => {
    expect(optionMark(0, 0, null)).toBe('none');
  });
  it('mark the right option, and a wrong choice as wrong', () => {
    expect([0, 1, 2].map((i) => optionMark(i, 2, 1))).toEqual(['none', 'correct', 'chosen-wrong']);
    expect([0, 1].map((i) => optionMark(i, 1, 1))).toEqual(['none', 'chosen-correct']);
  });
});
