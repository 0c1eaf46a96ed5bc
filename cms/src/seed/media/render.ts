import sharp from 'sharp';
import type { ImageSpec } from '../data/types';
import { captionSvg } from './caption';
import { drawMotif } from './motifs';
import { randomFromKey } from './random';

/** The title and subtitle over a dark scrim that keeps white letters readable on light motifs. */
function wordsLayer(spec: ImageSpec): { defs: string; svg: string } {
  const { width: w, height: h } = spec;
  const caption = captionSvg(spec.title, spec.subtitle, w, h);
  // The scrim starts a little above the text and darkens towards the bottom edge.
  const scrimTop = Math.max(0, caption.top - Math.min(w, h) * 0.18);
  return {
    defs: `<linearGradient id="scrim" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#000000" stop-opacity="0"/><stop offset="0.45" stop-color="#000000" stop-opacity="0.45"/><stop offset="1" stop-color="#000000" stop-opacity="0.7"/></linearGradient>`,
    svg:
      `<rect x="0" y="${scrimTop.toFixed(1)}" width="${w}" height="${(h - scrimTop).toFixed(1)}" fill="url(#scrim)"/>` +
      caption.svg,
  };
}

/**
 * Composes the picture as SVG: sky gradient and motif shapes, then, only when the picture has
 * words (magazine covers), a scrim and the words. A picture without words gets neither.
 */
export function composeSvg(spec: ImageSpec): string {
  const { width: w, height: h } = spec;
  const rnd = randomFromKey(spec.key);
  const art = drawMotif(spec.motif, w, h, rnd);
  const hasWords = spec.title.trim() !== '' || Boolean(spec.subtitle?.trim());
  const words = hasWords ? wordsLayer(spec) : { defs: '', svg: '' };
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">` +
    `<defs>` +
    `<linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${art.sky[0]}"/><stop offset="0.55" stop-color="${art.sky[1]}"/><stop offset="1" stop-color="${art.sky[2]}"/></linearGradient>` +
    words.defs +
    art.defs +
    `</defs>` +
    `<rect width="${w}" height="${h}" fill="url(#sky)"/>` +
    art.shapes +
    words.svg +
    `</svg>`
  );
}

/** Draws an original sample picture for the content pack: a JPEG of exactly spec.width × spec.height. */
export async function renderSeedImage(spec: ImageSpec): Promise<Buffer> {
  if (
    !Number.isInteger(spec.width) ||
    !Number.isInteger(spec.height) ||
    spec.width < 16 ||
    spec.height < 16
  ) {
    throw new Error(
      `Image "${spec.key}" needs whole-pixel dimensions of at least 16, got ${spec.width}×${spec.height}`,
    );
  }
  return sharp(Buffer.from(composeSvg(spec)))
    .jpeg({ quality: 80, progressive: true })
    .toBuffer();
}
