import { featurePicture, inlinePicture } from '../pictures';
import type { ArticleSeed } from '../types';

const article: ArticleSeed = {
  title: 'Falling Around the World: Orbital Mechanics for Beginners',
  slug: 'orbital-mechanics-for-beginners',
  description:
    'An orbit is not floating above gravity but falling and forever missing the ground. A friendly introduction to how orbits work and why spacecraft sometimes speed up to slow down.',
  category: 'spaceflight',
  author: 'tomas-arriaga',
  tags: ['rockets', 'satellites', 'nasa', 'iss', 'mars'],
  publishedAt: '2026-10-27T08:00:00.000Z',
  featureImage: featurePicture('orbital-mechanics-for-beginners', 'orbit'),
  images: [
    inlinePicture('orbital-mechanics-for-beginners-cannonball', 'orbit'),
    inlinePicture('orbital-mechanics-for-beginners-hohmann-transfer', 'orbit'),
  ],
  seo: {
    metaTitle: 'Orbital Mechanics for Beginners: How Orbits Work',
    metaDescription:
      'A friendly guide to orbits: Newton’s cannonball, orbital speed, why higher orbits are slower, how Hohmann transfers work and why you speed up to slow down.',
    keywords:
      'orbital mechanics, orbit, Hohmann transfer, orbital speed, Kepler, delta-v, spaceflight basics',
  },
  body: `Astronauts aboard the International Space Station float around the cabin, so it is natural to think there is no gravity up there. In fact, at the station's altitude of around 400 kilometres, gravity is still about **90 per cent** as strong as on the ground. The astronauts float because they, and the station, are *falling*. They are just moving sideways so fast that they keep missing the Earth.

## Newton's cannonball

Isaac Newton explained this with a thought experiment. Imagine a cannon on top of an impossibly tall mountain, firing horizontally.

![A cannon firing faster and faster balls, the fastest circling the Earth](image:orbital-mechanics-for-beginners-cannonball)

- Fire slowly, and the ball curves down and hits the ground nearby.
- Fire faster, and it travels farther before landing.
- Fire fast enough, and the ground curves away beneath the ball as quickly as the ball falls towards it. The ball never lands. It is in **orbit**.

Near Earth's surface, above the atmosphere, that speed is about **7.8 kilometres per second**, or roughly 28,000 km/h. At that pace, a spacecraft circles the planet in about 90 minutes. Most of the energy of a rocket launch goes not into climbing, but into reaching this enormous sideways speed.

## Higher is slower

Gravity weakens with distance, so a spacecraft in a higher orbit needs less speed to stay up, and it has farther to go around. Both effects make higher orbits slower:

1. **Low Earth orbit** (a few hundred kilometres): about 90 minutes per orbit.
2. **GPS satellites** (about 20,000 kilometres): roughly 12 hours.
3. **Geostationary orbit** (about 35,800 kilometres above the equator): exactly one day, so satellites there appear fixed in the sky, which is ideal for television and weather satellites.
4. **The Moon** (about 384,000 kilometres): about 27 days.

Johannes Kepler described this pattern for the planets in the seventeenth century, long before anyone could explain it. Newton's law of gravity showed why.

## Not quite circles

Most orbits are **ellipses**, slightly stretched circles. The lowest point is called the *perigee* (for Earth orbits) and the highest the *apogee*, which is where this site gets its name. A spacecraft moves fastest at perigee and slowest at apogee, trading height for speed and back again like a skateboarder in a half-pipe.

## Changing orbit: burn at the right place

To change an orbit, a spacecraft fires its engine. The counter-intuitive rule is that *a burn mostly changes the far side of the orbit*:

- Speed up at one point, and the opposite side of the orbit rises.
- Slow down at one point, and the opposite side drops.

The classic way to move between two circular orbits is the **Hohmann transfer**, named after the German engineer Walter Hohmann, who described it in 1925.

![A half-ellipse transfer orbit between an inner and an outer circular orbit](image:orbital-mechanics-for-beginners-hohmann-transfer)

First, the spacecraft speeds up, stretching its orbit into an ellipse that reaches out to the higher orbit. Half an orbit later, at the top of the ellipse, it speeds up again to make the new orbit circular. Missions to Mars use a similar idea on a much larger scale, travelling on a transfer orbit around the Sun, which is why launch windows to Mars open only about every 26 months, when the planets are in the right positions.

## Speed up to slow down

Here is the strangest consequence. Suppose a spacecraft wants to catch up with a space station ahead of it in the same orbit. If it simply fires its engine forward, it rises into a higher orbit, which is *slower*, and it falls behind. To catch up, it must briefly **slow down**, dropping into a lower, faster orbit, then speed up again when it is in the right place.

Every crew and cargo vehicle that docks with the space station performs a careful sequence of such burns, planned by flight dynamics specialists to arrive at exactly the right spot at exactly the right time.

## The currency of spaceflight

Engineers measure the cost of every manoeuvre in **delta-v**: the change in velocity it requires. Launch, orbit changes, landing and return each have a delta-v price, and the total determines how much propellant a mission needs. Understanding orbits is, in the end, a matter of spending that budget wisely. The rules take some getting used to, but once they click, *the choreography of spaceflight starts to make sense*.`,
};

export default article;
