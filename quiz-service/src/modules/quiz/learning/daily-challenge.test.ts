import { describe, expect, it } from 'vitest';
import { challengeNumber, challengeQuestions, resultGrid, siteDay } from './daily-challenge';

const bank = Array.from({ length: 40 }, (_, i) => `q${String(i + 1).padStart(2, '0')}`);

describe('the daily challenge', () => {
  it('is the same site day for two readers in different zones at the same instant', () => {
    // 23:30 in London on 24 March is already the 25th in Tokyo and still the 24th in Los
    // Angeles: the site's zone decides the day for everyone.
    const instant = new Date('2026-03-24T23:30:00Z');
    expect(siteDay(instant, 'Europe/London')).toBe('2026-03-24');
    expect(siteDay(instant, 'Asia/Tokyo')).toBe('2026-03-25');
    expect(challengeQuestions(siteDay(instant, 'Europe/London'), bank)).toEqual(
      challengeQuestions('2026-03-24', [...bank].reverse()),
    );
  });

  it('turns the site day over at local midnight across a clock change', () => {
    // London moves to summer time at 01:00 UTC on 29 March 2026.
    expect(siteDay(new Date('2026-03-28T23:59:00Z'), 'Europe/London')).toBe('2026-03-28');
    expect(siteDay(new Date('2026-03-29T00:00:00Z'), 'Europe/London')).toBe('2026-03-29');
    // After the change, midnight in London is 23:00 UTC the day before.
    expect(siteDay(new Date('2026-03-29T22:59:00Z'), 'Europe/London')).toBe('2026-03-29');
    expect(siteDay(new Date('2026-03-29T23:00:00Z'), 'Europe/London')).toBe('2026-03-30');
  });

  it('draws five different questions, the same for a day and different the next', () => {
    const today = challengeQuestions('2026-06-01', bank);
    expect(today).toHaveLength(5);
    expect(new Set(today).size).toBe(5);
    expect(challengeQuestions('2026-06-01', bank)).toEqual(today);
    expect(challengeQuestions('2026-06-02', bank)).not.toEqual(today);
  });

  it("takes the editors' picks first, tops them up by the draw, and skips unknown ones", () => {
    const questions = challengeQuestions('2026-06-01', bank, ['q07', 'gone', 'q03', 'q07']);
    expect(questions.slice(0, 2)).toEqual(['q07', 'q03']);
    expect(questions).toHaveLength(5);
    expect(new Set(questions).size).toBe(5);
    expect(challengeQuestions('2026-06-01', ['q1', 'q2'])).toEqual(
      expect.arrayContaining(['q1', 'q2']),
    );
  });

  it('is numbered from its first day, and shares a grid without the answers', () => {
    expect(challengeNumber('2026-01-01')).toBe(1);
    expect(challengeNumber('2026-11-26')).toBe(330);
    expect(resultGrid('Apogee', '2026-11-26', [true, false, true, true, false])).toBe(
      'Apogee Daily #330 3/5\n🟩🟥🟩🟩🟥',
    );
  });
});
