import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import type { ImageSpec } from '../data/types';
import { renderSeedImage } from './render';

const motifs: ImageSpec['motif'][] = [
  'orbit',
  'runway',
  'clouds',
  'stars',
  'rocket',
  'wing',
  'planet',
  'radar',
];

function spec(
  motif: ImageSpec['motif'],
  width: number,
  height: number,
  key = `test-${motif}`,
): ImageSpec {
  return {
    key,
    title: 'Sixteen Sunrises a Day',
    subtitle: 'Apogee · November 2026',
    alt: 'A test picture',
    motif,
    width,
    height,
  };
}

describe('renderSeedImage', () => {
  it.each(motifs)('draws the %s motif as a JPEG of the asked size', async (motif) => {
    // Alternate portrait and landscape so both layouts are exercised.
    const portrait = motifs.indexOf(motif) % 2 === 0;
    const [width, height] = portrait ? [1080, 1920] : [1600, 900];
    const jpeg = await renderSeedImage(spec(motif, width, height));
    const meta = await sharp(jpeg).metadata();
    expect(meta.format).toBe('jpeg');
    expect(meta.width).toBe(width);
    expect(meta.height).toBe(height);
  });

  it('draws a real picture, not a flat colour', async () => {
    const jpeg = await renderSeedImage(spec('planet', 800, 800));
    const { channels } = await sharp(jpeg).stats();
    const spread = channels.map((c) => c.max - c.min);
    expect(Math.max(...spread)).toBeGreaterThan(150);
  });

  it('draws the same picture for the same key and a different one for another key', async () => {
    const first = await renderSeedImage(spec('stars', 400, 300, 'same-key'));
    const again = await renderSeedImage(spec('stars', 400, 300, 'same-key'));
    const other = await renderSeedImage(spec('stars', 400, 300, 'other-key'));
    expect(again.equals(first)).toBe(true);
    expect(other.equals(first)).toBe(false);
  });

  it('keeps markup characters in titles as text', async () => {
    const jpeg = await renderSeedImage({
      ...spec('radar', 600, 400),
      title: 'Rockets & <Rovers> "2026"',
      subtitle: "Mars' moons",
    });
    expect((await sharp(jpeg).metadata()).width).toBe(600);
  });

  it('draws a picture without any text', async () => {
    const jpeg = await renderSeedImage({
      ...spec('clouds', 500, 500),
      title: '',
      subtitle: undefined,
    });
    expect((await sharp(jpeg).metadata()).height).toBe(500);
  });

  it('refuses sizes that are not whole pixels', async () => {
    await expect(renderSeedImage(spec('orbit', 100.5, 200))).rejects.toThrow(
      'Image "test-orbit" needs whole-pixel dimensions of at least 16, got 100.5×200',
    );
  });
});
