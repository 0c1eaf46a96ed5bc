import { bench, describe } from 'vitest';
import type { ImageSpec } from '../data/types';
import { renderSeedImage } from './render';

// The seeder draws every picture of the pack on first start (about 120 today), so the
// time per picture decides how long a fresh install waits.
const motifs: ImageSpec['motif'][] = ['orbit', 'runway', 'clouds', 'stars', 'rocket', 'wing', 'planet', 'radar'];
let n = 0;

function nextSpec(width: number, height: number): ImageSpec {
  n += 1;
  return {
    key: `bench-${n}`,
    title: 'How a Runway Gets Its Number',
    subtitle: 'Apogee · November 2026',
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
    await renderSeedImage(nextSpec(1200, 1600));
  });
});
