import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import type { ImageSpec } from '../data/types';
import { motifScenes } from './motif-scenes';
import { MOTIFS } from './motifs';
import { composeSvg, renderSeedImage } from './render';

const motifs = MOTIFS;

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

describe('composeSvg', () => {
  const wordless = (motif: ImageSpec['motif'], width = 1600, height = 900): ImageSpec => ({
    ...spec(motif, width, height),
    title: '',
    subtitle: undefined,
  });

  it.each(motifs)(
    'draws the %s motif without any text or scrim when the picture has no words',
    (motif) => {
      const svg = composeSvg(wordless(motif));
      expect(svg).not.toMatch(/<text\b/);
      expect(svg).not.toContain('url(#scrim)');
    },
  );

  it('writes the title and subtitle over a scrim when the picture has words (magazine covers)', () => {
    const svg = composeSvg(spec('moon', 1200, 1600));
    expect(svg.match(/<text\b/g)).toHaveLength(2);
    expect(svg).toContain('>Sixteen');
    expect(svg).toContain('Apogee · November 2026');
    expect(svg).toContain('url(#scrim)');
  });

  it('has a scene description for every motif it draws, and draws every motif described', () => {
    expect(Object.keys(motifScenes).sort()).toEqual([...motifs].sort());
    for (const motif of motifs) expect(motifScenes[motif].length, motif).toBeGreaterThan(30);
  });

  it('gives every motif gradient and clip ids that its own shapes define', () => {
    for (const motif of motifs) {
      const svg = composeSvg(wordless(motif, 1080, 1920));
      const defined = new Set([...svg.matchAll(/ id="([^"]+)"/g)].map((m) => m[1]));
      for (const [, used] of svg.matchAll(/url\(#([^)]+)\)/g)) {
        expect(defined.has(used), `${motif} uses #${used}`).toBe(true);
      }
    }
  });
});

/** Mean colour of a square around (x, y), given as shares of the picture's width and height. */
async function meanColour(jpeg: Buffer, x: number, y: number): Promise<[number, number, number]> {
  const { width = 0, height = 0 } = await sharp(jpeg).metadata();
  const side = Math.round(Math.min(width, height) * 0.12);
  // stats() would measure the whole input, so the square is cut out and averaged by hand.
  const pixels = await sharp(jpeg)
    .extract({
      left: Math.round(width * x - side / 2),
      top: Math.round(height * y - side / 2),
      width: side,
      height: side,
    })
    .removeAlpha()
    .raw()
    .toBuffer();
  const sums = [0, 0, 0];
  for (let i = 0; i < pixels.length; i += 1) sums[i % 3] += pixels[i] ?? 0;
  const count = pixels.length / 3;
  return [(sums[0] ?? 0) / count, (sums[1] ?? 0) / count, (sums[2] ?? 0) / count];
}

describe('the bodies of the Solar System look like themselves', () => {
  // On wide pictures the body stands at 70 % of the width, 42-44 % of the height.
  const picture = (motif: ImageSpec['motif'], key: string) =>
    renderSeedImage({ ...spec(motif, 1600, 900, key), title: '', subtitle: undefined });

  it.each(['mars-a', 'mars-b', 'mars-c'])('draws Mars red-orange (%s)', async (key) => {
    const [r, g, b] = await meanColour(await picture('mars', key), 0.7, 0.43);
    expect(r).toBeGreaterThan(120);
    expect(r).toBeGreaterThan(g * 1.4);
    expect(r).toBeGreaterThan(b * 2);
  });

  it.each(['moon-a', 'moon-b', 'moon-c'])(
    'draws the Moon a light, neutral grey (%s)',
    async (key) => {
      const [r, g, b] = await meanColour(await picture('moon', key), 0.7, 0.42);
      expect(Math.min(r, g, b)).toBeGreaterThan(110);
      expect(Math.max(r, g, b) - Math.min(r, g, b)).toBeLessThan(20);
    },
  );

  it('draws the Sun bright yellow-orange', async () => {
    const [r, g, b] = await meanColour(await picture('sun', 'sun-a'), 0.7, 0.44);
    expect(r).toBeGreaterThan(230);
    expect(g).toBeGreaterThan(150);
    expect(b).toBeLessThan(g);
  });

  it('does not give Mars or the Moon a ring', () => {
    for (const motif of ['mars', 'moon'] as const) {
      expect(motifScenes[motif]).not.toMatch(/ring/i);
    }
  });
});
