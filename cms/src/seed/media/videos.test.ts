import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { seedVideoPath } from './videos';

describe('seedVideoPath', () => {
  it('finds a shipped clip, an MP4 whose header is at the start for streaming', () => {
    const bytes = readFileSync(seedVideoPath('launch-plume.mp4'));
    // An MP4 opens with an "ftyp" box; with +faststart the "moov" index follows before the data.
    expect(bytes.subarray(4, 8).toString('latin1')).toBe('ftyp');
    const head = bytes.subarray(0, 4096).toString('latin1');
    expect(head.indexOf('moov')).toBeGreaterThan(-1);
    expect(head.indexOf('moov')).toBeLessThan(bytes.indexOf('mdat'));
  });

  it('names a missing clip in its error', () => {
    expect(() => seedVideoPath('no-such-clip.mp4')).toThrow('Story clip "no-such-clip.mp4" is missing from');
  });

  it('refuses names that could leave the clips folder', () => {
    expect(() => seedVideoPath('../../secrets.mp4')).toThrow(
      'Story clip name "../../secrets.mp4" must be a plain lower-case .mp4 file name',
    );
  });
});
