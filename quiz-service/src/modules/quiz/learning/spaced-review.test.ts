import { describe, expect, it } from 'vitest';
import { afterAnswer, isDue, MASTERED_BOX } from './spaced-review';

describe('spaced review', () => {
  it('brings a wrong answer back the next day, then after 3, 7 and 21 days, then masters it', () => {
    let state = afterAnswer(null, false, '2026-03-01');
    expect(state).toEqual({ box: 1, dueDay: '2026-03-02' });
    state = afterAnswer(state, true, '2026-03-02');
    expect(state).toEqual({ box: 2, dueDay: '2026-03-05' });
    state = afterAnswer(state, true, '2026-03-05');
    expect(state).toEqual({ box: 3, dueDay: '2026-03-12' });
    state = afterAnswer(state, true, '2026-03-12');
    expect(state).toEqual({ box: 4, dueDay: '2026-04-02' });
    state = afterAnswer(state, true, '2026-04-02');
    expect(state).toEqual({ box: MASTERED_BOX, dueDay: null });
  });

  it('sends a question back to the first box on a wrong answer, from any box', () => {
    expect(afterAnswer({ box: 4, dueDay: '2026-04-02' }, false, '2026-04-02')).toEqual({
      box: 1,
      dueDay: '2026-04-03',
    });
  });

  it('starts a question answered right the first time one box up', () => {
    expect(afterAnswer(null, true, '2026-03-01')).toEqual({ box: 2, dueDay: '2026-03-04' });
  });

  it('counts local days across a daylight-saving change (the day after is the next date)', () => {
    // Europe/London and America/New_York move their clocks on these nights: a local day is a
    // date, whatever its length in hours.
    expect(afterAnswer(null, false, '2026-03-28').dueDay).toBe('2026-03-29');
    expect(afterAnswer(null, false, '2026-11-01').dueDay).toBe('2026-11-02');
    expect(afterAnswer(null, false, '2026-12-31').dueDay).toBe('2027-01-01');
  });

  it('is due on its day and after it, not before, and never once mastered', () => {
    const state = { box: 1, dueDay: '2026-03-02' };
    expect(isDue(state, '2026-03-01')).toBe(false);
    expect(isDue(state, '2026-03-02')).toBe(true);
    expect(isDue(state, '2026-03-09')).toBe(true);
    expect(isDue({ box: MASTERED_BOX, dueDay: null }, '2030-01-01')).toBe(false);
  });
});
