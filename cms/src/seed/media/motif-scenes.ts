import type { ImageSpec } from '../data/types';

/**
 * What the renderer draws for each motif, in words. Alt texts of the sample pictures are built
 * from these so that a screen reader describes the picture that is really there.
 */
export const motifScenes: Record<ImageSpec['motif'], string> = {
  orbit:
    'orbit lines with small satellites circling a glowing star above the curve of a blue planet',
  runway:
    'a runway at dusk, its centre-line markings and edge lights converging on a glowing horizon',
  clouds: 'banks of white cloud beneath a bright sun',
  stars: 'a field of stars with soft coloured nebulae and a few bright sparkling stars',
  rocket: 'a white rocket with red fins climbing on a bright flame above clouds of smoke',
  wing: 'a dark swept wing with an upturned tip against an evening sky crossed by airflow lines',
  planet: 'a banded planet with a wide ring against a starry sky',
  radar: 'a green radar screen with range rings, a sweeping beam and aircraft blips',
};

/** An alt text for a sample picture: the scene drawn plus the words written on it. */
export function describePicture(
  motif: ImageSpec['motif'],
  title: string,
  kind = 'Illustration',
): string {
  const scene = motifScenes[motif];
  return title.trim() ? `${kind}: ${scene}, titled “${title.trim()}”` : `${kind}: ${scene}`;
}
