import { featurePicture, inlinePicture } from '../pictures';
import type { ArticleSeed } from '../types';

const article: ArticleSeed = {
  title: 'Sailing on Sunlight: How Solar Sails Move Spacecraft Without Fuel',
  slug: 'solar-sails-sailing-on-sunlight',
  description:
    'Light carries momentum. Catch enough of it with a huge, mirror-thin sail and a spacecraft can accelerate for years without burning a drop of propellant.',
  category: 'spaceflight',
  tags: ['propulsion', 'nasa', 'materials', 'solar-system'],
  publishedAt: '2026-09-07T08:50:00.000Z',
  featureImage: featurePicture('solar-sails-sailing-on-sunlight', 'sail'),
  images: [inlinePicture('solar-sails-sailing-on-sunlight-tacking', 'orbit')],
  seo: {
    metaTitle: 'How Solar Sails Work: Propulsion From Sunlight',
    metaDescription:
      'How solar sails use the pressure of sunlight to accelerate spacecraft, what missions such as IKAROS and LightSail 2 proved, and where sails could take us next.',
    keywords:
      'solar sail, radiation pressure, IKAROS, LightSail, ACS3, spacecraft propulsion, NASA',
  },
  body: `Every rocket in history has worked the same way: throw mass out of the back to push the vehicle forward. The catch is that the propellant runs out. A **solar sail** does something different. It carries no propellant at all. Instead, it is pushed by sunlight.

## Light that pushes

Light has no mass, but it does carry **momentum**. When a photon bounces off a mirror, it gives the mirror a tiny kick. The idea goes back to James Clerk Maxwell's theory of light in the nineteenth century, and the first serious proposals for light-powered spacecraft came from Russian pioneers such as Friedrich Zander in the 1920s.

The push is extraordinarily small. Near Earth's distance from the Sun, sunlight striking a perfect mirror square-on produces a force of about **9 micronewtons per square metre**, roughly the weight of a grain of sand spread over a square metre. To get a useful acceleration, a sail must be:

- **huge**, with an area of tens to thousands of square metres;
- **thin and light**, made from plastic film only a few micrometres thick, coated with aluminium to reflect;
- **attached to a small spacecraft**, so the tiny force is not spread over too much mass.

The reward is that the push *never stops*. Day after day, the sail gains speed, and over months and years the velocity adds up to something no chemical rocket of the same size could match.

## Steering with light

A sail can only be pushed away from the Sun, so how does a spacecraft move inward or change its orbit? The answer is the same as for a sailing boat: **tacking**.

![A sail angled to sunlight to push the spacecraft along its orbit](image:solar-sails-sailing-on-sunlight-tacking)

By tilting the sail, the reflected light pushes partly sideways. Angled so the force points along the direction of travel, the sail speeds the spacecraft up and raises its orbit. Angled the other way, it slows it down, and the spacecraft falls inward towards the Sun.

## Sails that have flown

After decades of theory, solar sails have now been demonstrated in space:

1. **IKAROS** (Japan, 2010) unfurled a 200-square-metre sail on its way to Venus and became the first spacecraft to show solar-sail propulsion in interplanetary space. It also steered using panels whose reflectivity could be switched electronically.
2. **NanoSail-D2** (NASA, 2010–2011) deployed a small sail in Earth orbit.
3. **LightSail 2** (The Planetary Society, 2019) used its 32-square-metre sail to raise its orbit around Earth, proving controlled solar sailing from a small CubeSat.
4. **ACS3** (NASA, 2024) tested lightweight, rollable composite booms, a key step towards larger sails that do not need heavy metal supports.

Not every attempt has worked. A NASA sail mission to a near-Earth asteroid, NEA Scout, launched on Artemis I in 2022 but never made contact. But each flight has taught engineers how to fold, deploy and control these delicate structures.

## What sails could do

Because they need no fuel, solar sails are well suited to missions that are hard for rockets:

- **hovering** in unusual positions, such as closer to the Sun than the L1 point, for earlier warnings of solar storms;
- **high-inclination orbits** that look down on the Sun's poles, which require enormous changes of direction;
- **long-distance tours** of asteroids, using years of gentle thrust to visit several targets.

The most ambitious idea replaces sunlight with powerful lasers on Earth, aimed at gram-scale probes with ultra-thin sails. In theory, such sails could reach a significant fraction of the speed of light and reach the nearest stars in decades. The engineering challenges are immense, but the physics is the same as for IKAROS.

## Slow and steady

Solar sails will never lift anything off the ground; they work only in the near-vacuum of space. But for the long, patient journeys between the planets, *a spacecraft that never runs out of fuel* is a compelling idea, and after centuries of sailing the seas, humanity is learning to sail on light.`,
};

export default article;
