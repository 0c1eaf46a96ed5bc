import { featurePicture, inlinePicture } from '../pictures';
import type { ArticleSeed } from '../types';

const article: ArticleSeed = {
  title: 'Finding Worlds We Cannot See: How Astronomers Detect Exoplanets',
  slug: 'exoplanet-detection-methods',
  description:
    'Most planets around other stars have never been seen directly. Astronomers find them through tiny dips in starlight, wobbles in a star’s motion and the bending of light.',
  category: 'astronomy',
  author: 'kwame-mensah',
  tags: ['exoplanets', 'telescopes', 'nasa', 'esa'],
  publishedAt: '2025-06-16T13:20:00.000Z',
  featureImage: featurePicture('exoplanet-detection-methods', 'planet'),
  images: [inlinePicture('exoplanet-detection-methods-light-curve', 'stars')],
  seo: {
    metaTitle: 'How Astronomers Detect Exoplanets: Five Methods',
    metaDescription:
      'Transits, radial velocity, direct imaging, microlensing and astrometry: a clear guide to the main techniques astronomers use to find planets around other stars.',
    keywords:
      'exoplanets, transit method, radial velocity, direct imaging, microlensing, TESS, Kepler',
  },
  body: `In 1995, two astronomers in Geneva, **Michel Mayor** and **Didier Queloz**, announced a planet orbiting an ordinary Sun-like star called 51 Pegasi. It was a giant, about half the mass of Jupiter, whirling around its star every four days. Nobody had expected such a world, and the discovery later earned them a share of the Nobel Prize in Physics. Since then, astronomers have confirmed *thousands* of exoplanets.

Yet almost none of them have been photographed. A planet is tiny and faint next to its star, like a firefly beside a searchlight seen from far away. So astronomers mostly detect planets indirectly, through their effects on the star.

## The transit method

If a planet's orbit happens to be lined up edge-on from our point of view, the planet passes in front of its star once every orbit. During that **transit** it blocks a small fraction of the starlight. A Jupiter-sized planet in front of a Sun-like star dims it by about one per cent; an Earth-sized planet by less than one part in ten thousand.

![A light curve with a small dip during a transit](image:exoplanet-detection-methods-light-curve)

Space telescopes are ideal for this because they avoid the twinkling caused by our atmosphere. NASA's **Kepler** mission stared at one patch of sky for years and found thousands of candidates. Its successor, **TESS**, scans nearly the whole sky looking at bright, nearby stars. From the depth of the dip, astronomers learn the planet's size; from the time between dips, its orbital period.

Transits have a bonus: when starlight passes through a planet's atmosphere, certain wavelengths are absorbed. Telescopes such as *James Webb* can read these fingerprints to detect gases like water vapour and carbon dioxide.

## The wobble method

A planet does not simply orbit its star; both orbit their common centre of mass. The star therefore moves in a small circle, towards us and away from us. That motion shifts its light slightly towards blue, then towards red. This is the **radial velocity** method, the one used for 51 Pegasi b.

The best spectrographs can detect stellar motions of less than a metre per second, about walking pace. The method gives a planet's minimum mass. Combined with a transit, which gives its size, astronomers can calculate the planet's *density* and tell a rocky world from a puffy gas giant.

## Other techniques

Several other methods fill in the gaps:

- **Direct imaging:** special instruments called coronagraphs block the star's light so that young, hot giant planets far from their stars can be photographed in infrared.
- **Gravitational microlensing:** when a star passes precisely in front of a more distant star, its gravity acts as a lens and briefly brightens the background star. A planet around the lensing star adds a short extra blip. Each event happens only once, but it can reveal planets far from their stars and even lone planets drifting through space.
- **Astrometry:** instead of measuring the star's wobble along our line of sight, measure its tiny side-to-side motion on the sky. ESA's *Gaia* mission tracked the positions of over a billion stars with enough precision to reveal giant planets this way.
- **Timing:** planets can be detected through regular changes in the timing of pulsar signals or of other planets' transits. In fact, the very first confirmed exoplanets, found in 1992, orbit a pulsar.

## What the census tells us

Each method has its own biases. Transits favour planets close to their stars; direct imaging favours large, young planets far out. Taken together, the results show that:

1. planets are common, and most stars probably have at least one;
2. the most common type in our galaxy, planets between Earth and Neptune in size, does not exist in our own Solar System;
3. many systems are packed tightly, with several planets closer to their star than Mercury is to the Sun.

The next goal is the most difficult: finding Earth-sized planets in the habitable zones of Sun-like stars and studying their atmospheres for signs of life. That will need even larger telescopes and better ways to block starlight, but the question of whether we are alone has never been closer to being answered with data.`,
};

export default article;
