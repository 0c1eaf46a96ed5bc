import { bench, describe } from 'vitest';
import type { ImageSpec } from '../data/types';
import { MOTIFS as motifs } from './motifs';
import { renderSeedImage } from './render';

// The seeder draws every picture of the pack on first start (about 135 today), so the
// time per picture decides how long a fresh install waits.
let n = 0;

/** Only magazine covers carry words; every other picture of the pack is drawn without them. */
function nextSpec(width: number, height: number, words = false): ImageSpec {
  n += 1;
  return {
    key: `bench-${n}`,
    title: words ? 'How a Runway Gets Its Number' : '',
    subtitle: words ? 'Apogee · November 2026' : undefined,
    alt: 'Benchmark picture',
    motif: motifs[n % motifs.length] ?? 'orbit',
    width,
    height,
  };
}

describe('renderSeedImage', () => {
  bench('article feature picture, 1600×900', async () => {
    await renderSeedImage(nextSpec(1600, 900));
  });
  bench('story page, 1080×1920', async () => {
    await renderSeedImage(nextSpec(1080, 1920));
  });
  bench('magazine cover, 1200×1600', async () => {
    await renderSeedImage(nextSpec(1200, 1600, true));
  });
});
