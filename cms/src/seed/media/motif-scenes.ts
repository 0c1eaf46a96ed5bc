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
  planet: 'a banded giant planet with a wide ring against a starry sky',
  radar: 'a green radar screen with range rings, a sweeping beam and aircraft blips',
  saturn:
    'Saturn, pale gold and banded, inside its broad bright rings with the dark Cassini division, two of its moons nearby',
  mars: 'the red-orange planet Mars with dark plains, a long canyon, craters and a white polar cap, a thin glowing atmosphere at its edge and its small moon Phobos nearby',
  moon: 'the grey, cratered Moon with its darker plains and a bright rayed crater, against a black starry sky',
  sun: 'the Sun, a glowing orange disc with dark sunspots and loops of plasma arching from its edge, inside a soft golden corona',
  asteroid:
    'a lumpy, cratered grey asteroid with a small moonlet circling it on a faint dotted orbit, against a starry sky',
  moonshot:
    'a white rocket with red fins climbing on a bright flame from clouds of smoke, past a large grey full Moon in a dusk sky',
  landing:
    'a rocket booster with its landing legs out, descending upright on a short flame towards a landing platform on the sea at dusk',
  reentry:
    'a blunt capsule plunging heat shield first into the atmosphere, wrapped in glowing orange plasma with a fiery wake, above the blue curve of the Earth',
  supersonic:
    'a slender white delta-winged jet seen from below, streaking across a deep blue sky with shock waves trailing from its nose and tail',
  biplane:
    'an early fabric-covered biplane like the Wright Flyer, with its elevator out in front and twin rudders behind, flying low over pale sand dunes',
  drone: 'a four-rotor drone hovering over a city skyline at dusk, the windows below it lit',
  airship:
    'a long silver airship with tail fins and a small gondola, gliding above banks of cloud at sunset',
  station:
    'the International Space Station, a long truss with golden solar arrays and white modules, above the blue curve of the Earth with the Sun rising on the horizon',
  telescope:
    'the Hubble Space Telescope, a silver cylinder with its aperture door open and two blue solar panels, above the blue curve of the Earth',
  webb: 'the James Webb Space Telescope, a golden mirror of eighteen hexagons standing over a wide, layered violet sunshield, among stars',
  portrait:
    'a drawn head-and-shoulders portrait of a smiling person against a soft pale background crossed by a faint arc',
  sail: 'a square, mirror-bright solar sail on four long booms, catching the light of the Sun against black space',
};

/**
 * An alt text for a sample picture: the scene drawn, plus the words written on it when there are
 * any (only magazine covers carry words).
 */
export function describePicture(
  motif: ImageSpec['motif'],
  kind = 'Illustration',
  writtenTitle = '',
): string {
  const scene = motifScenes[motif];
  return writtenTitle.trim()
    ? `${kind}: ${scene}, titled “${writtenTitle.trim()}”`
    : `${kind}: ${scene}`;
}
