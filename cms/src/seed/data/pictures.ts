/**
 * The sample pack's pictures other than magazine covers. They carry no words: the site sets the
 * title of an article, a story or the home hero over or beside its picture, and words drawn into
 * the picture as well would collide with it. Their alt text is the scene the motif draws.
 */
import { describePicture } from '../media/motif-scenes';
import type { ImageSpec } from './types';

type Motif = ImageSpec['motif'];

/** A picture without words, described by what its motif draws. */
export function wordlessPicture(
  key: string,
  motif: Motif,
  width: number,
  height: number,
): ImageSpec {
  return { key, title: '', alt: describePicture(motif), motif, width, height };
}

/** An article's feature picture (1600×900), also the home hero when the article leads. */
export const featurePicture = (articleSlug: string, motif: Motif): ImageSpec =>
  wordlessPicture(`${articleSlug}-feature`, motif, 1600, 900);

/** A picture inside an article's body (1200×800), referenced as `![alt](image:<key>)`. */
export const inlinePicture = (key: string, motif: Motif): ImageSpec =>
  wordlessPicture(key, motif, 1200, 800);

/**
 * A writer's portrait (800×1000, upright as portraits are): a drawn face of its own for each
 * key, described with the writer's name.
 */
export const portraitPicture = (key: string, name: string): ImageSpec => ({
  key,
  title: '',
  alt: `${describePicture('portrait', 'Drawing')}: ${name}`,
  motif: 'portrait',
  width: 800,
  height: 1000,
});
