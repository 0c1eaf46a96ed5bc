/**
 * The motif drawers, one per picture theme named in the content pack. Each draws with SVG
 * shapes and gradients only, from the picture's seeded random source, so a key always gives
 * the same picture.
 */
import type { ImageSpec } from '../../data/types';
import type { Random } from '../random';
import { radar, runway } from './airfield';
import { biplane, drone, supersonic, wing } from './aircraft';
import type { Canvas, MotifArt } from './canvas';
import { orbit, planet, saturn, stars } from './deep-space';
import { portrait } from './portrait';
import { landing, moonshot, reentry, rocket } from './launch';
import { sail, station, telescope, webb } from './spacecraft';
import { airship, clouds } from './weather';
import { asteroid, mars, moon, sun } from './worlds';

export type Motif = ImageSpec['motif'];
export type { MotifArt } from './canvas';

const drawers: Record<Motif, (c: Canvas) => MotifArt> = {
  orbit,
  runway,
  clouds,
  stars,
  rocket,
  wing,
  planet,
  radar,
  saturn,
  mars,
  moon,
  sun,
  asteroid,
  moonshot,
  landing,
  reentry,
  supersonic,
  biplane,
  drone,
  airship,
  station,
  telescope,
  webb,
  sail,
  portrait,
};

/** Every motif the renderer can draw, for tests and benchmarks. */
export const MOTIFS = Object.keys(drawers) as Motif[];

export function drawMotif(motif: Motif, w: number, h: number, rnd: Random): MotifArt {
  return drawers[motif]({ w, h, u: Math.min(w, h), rnd });
}
