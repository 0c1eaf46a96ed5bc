import { describe, expect, it } from 'vitest';
import { MAX_SCALE, ScaleOptionError, scaleOption } from './scale-option';

describe('scaleOption', () => {
  it('reads --scale N and --scale=N, and nothing without the option', () => {
    expect(scaleOption(['--scale', '30'])).toBe(30);
    expect(scaleOption(['--reset', '--scale=10000'])).toBe(10_000);
    expect(scaleOption(['--scale', String(MAX_SCALE)])).toBe(MAX_SCALE);
    expect(scaleOption([])).toBeUndefined();
    expect(scaleOption(['--reset'])).toBeUndefined();
  });

  it.each([[[]], [['0']], [['-1']], [['1.5']], [['1e3']], [['ten']], [['1000001']], [['--reset']]])(
    'refuses --scale %j',
    (rest) => {
      expect(() => scaleOption(['--scale', ...rest])).toThrow(ScaleOptionError);
    },
  );

  it('names what it got', () => {
    expect(() => scaleOption(['--scale', 'lots'])).toThrow(
      '--scale needs the number of articles to add, a whole number from 1 to 1,000,000 (got "lots").',
    );
    expect(() => scaleOption(['--scale'])).toThrow('(got nothing).');
  });
});
