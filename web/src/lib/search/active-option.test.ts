import { describe, expect, it } from 'vitest';
import { nextActiveOption } from './active-option';

describe('moving through the instant results', () => {
  it('goes down from the text box to the first option, then one by one, then round', () => {
    expect(nextActiveOption('ArrowDown', -1, 3)).toBe(0);
    expect(nextActiveOption('ArrowDown', 0, 3)).toBe(1);
    expect(nextActiveOption('ArrowDown', 2, 3)).toBe(0);
  });

  it('goes up from the text box to the last option, then one by one, then round', () => {
    expect(nextActiveOption('ArrowUp', -1, 3)).toBe(2);
    expect(nextActiveOption('ArrowUp', 2, 3)).toBe(1);
    expect(nextActiveOption('ArrowUp', 0, 3)).toBe(2);
  });

  it('stays put for other keys and without options', () => {
    expect(nextActiveOption('Enter', 1, 3)).toBeNull();
    expect(nextActiveOption('ArrowDown', -1, 0)).toBeNull();
  });

  it('lands on an option again when the list got shorter under it', () => {
    expect(nextActiveOption('ArrowDown', 4, 2)).toBe(0);
    expect(nextActiveOption('ArrowUp', 4, 2)).toBe(1);
  });
});
