import sharp from 'sharp';
import type { ImageSpec } from '../data/types';
import { captionSvg } from './caption';
import { drawMotif } from './motifs';
import { randomFromKey } from './random';

/** Composes the picture as SVG: sky gradient, motif shapes, then a dark scrim under the text. */
export function composeSvg(spec: ImageSpec): string {
  const { width: w, height: h } = spec;
  const rnd = randomFromKey(spec.key);
  const art = drawMotif(spec.motif, w, h, rnd);
  const caption = captionSvg(spec.title, spec.subtitle, w, h);
  const hasText = spec.title.trim() !== '' || Boolean(spec.subtitle?.trim());
  // The scrim starts a little above the text so white letters stay readable on light motifs.
  const scrimTop = Math.max(0, caption.top - Math.min(w, h) * 0.18);
  const scrim = hasText
    ? `<rect x="0" y="${scrimTop.toFixed(1)}" width="${w}" height="${(h - scrimTop).toFixed(1)}" fill="url(#scrim)"/>`
    : '';
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">` +
    `<defs>` +
    `<linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${art.sky[0]}"/><stop offset="0.55" stop-color="${art.sky[1]}"/><stop offset="1" stop-color="${art.sky[2]}"/></linearGradient>` +
    `<linearGradient id="scrim" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#000000" stop-opacity="0"/><stop offset="0.45" stop-color="#000000" stop-opacity="0.45"/><stop offset="1" stop-color="#000000" stop-opacity="0.7"/></linearGradient>` +
    art.defs +
    `</defs>` +
    `<rect width="${w}" height="${h}" fill="url(#sky)"/>` +
    art.shapes +
    scrim +
    caption.svg +
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
