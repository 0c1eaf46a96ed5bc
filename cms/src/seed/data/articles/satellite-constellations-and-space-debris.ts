import { featurePicture, inlinePicture } from '../pictures';
import type { ArticleSeed } from '../types';

const article: ArticleSeed = {
  title: 'Crowded Orbits: Mega-Constellations and the Growing Problem of Space Debris',
  slug: 'satellite-constellations-and-space-debris',
  description:
    'Thousands of new satellites now circle Earth, and millions of fragments of old ones do too. How crowded is low Earth orbit, and what is being done to keep it usable?',
  category: 'spaceflight',
  tags: ['satellites', 'space-debris', 'spacex', 'esa', 'nasa'],
  publishedAt: '2026-07-13T09:45:00.000Z',
  featureImage: featurePicture('satellite-constellations-and-space-debris', 'orbit'),
  images: [inlinePicture('satellite-constellations-and-space-debris-shells', 'orbit')],
  seo: {
    metaTitle: 'Satellite Mega-Constellations and the Space Debris Problem',
    metaDescription:
      'How satellite constellations are filling low Earth orbit, why space debris is a growing risk, what Kessler syndrome is and how operators keep orbits clean.',
    keywords:
      'space debris, satellite constellations, Starlink, Kessler syndrome, low Earth orbit, collision avoidance',
  },
  body: `For most of the space age, the number of working satellites grew slowly, by a few dozen a year. In the last few years, that has changed dramatically. **Satellite constellations** for broadband internet, led by SpaceX's Starlink, have added *thousands* of satellites to low Earth orbit, and several other companies and countries are building their own. Meanwhile, fragments of old rockets and broken satellites are still up there too.

## Why constellations?

Traditional communication satellites sit in *geostationary orbit*, about 36,000 kilometres above the equator, where they appear fixed in the sky. At that distance, a signal takes about a quarter of a second to make the round trip, which is noticeable on a video call.

Constellations in **low Earth orbit**, a few hundred to about 1,200 kilometres up, cut that delay to a few hundredths of a second. But each satellite only sees a small patch of Earth and races across the sky in minutes, so global coverage needs hundreds or thousands of them, handing users from one to the next.

![Shells of satellites at different altitudes, with debris between them](image:satellite-constellations-and-space-debris-shells)

## What is up there

Space agencies track tens of thousands of objects larger than about 10 centimetres. Estimates suggest there are around a million pieces between 1 and 10 centimetres and many millions of smaller ones. Only a fraction of the tracked objects are working satellites. The rest include:

- dead satellites that can no longer be controlled;
- spent rocket upper stages;
- fragments from explosions of old batteries and leftover fuel;
- debris from collisions and from tests in which countries destroyed their own satellites with missiles.

At orbital speeds, even small debris is dangerous. A collision typically happens at around **10 kilometres per second**, so a fragment a centimetre across carries the energy of a hand grenade. The International Space Station regularly fires its engines to dodge tracked debris, and its most vulnerable areas are shielded against smaller pieces.

## The Kessler syndrome

In 1978, NASA scientist **Donald Kessler** warned of a possible chain reaction. If the density of objects in an orbit becomes high enough, collisions create debris, which causes more collisions, which create more debris. An orbit could become too hazardous to use for generations.

There have been warning signs. In 2009, a working Iridium communications satellite collided with a defunct Russian satellite, Kosmos 2251, creating thousands of fragments. Anti-satellite missile tests by China in 2007 and Russia in 2021 scattered large debris clouds.

## Keeping orbits clean

Operators, agencies and regulators are responding in several ways:

1. **Low orbits that clean themselves.** In low Earth orbit, thin traces of atmosphere slowly drag objects down. Many constellation satellites fly low enough that, if they fail, they re-enter within a few years.
2. **Deorbiting at end of life.** The US Federal Communications Commission now requires satellites it licenses in low orbit to be removed within five years of the end of their mission, far shorter than the old 25-year guideline.
3. **Collision avoidance.** Satellites with propulsion manoeuvre to avoid predicted close approaches. Large constellations perform many thousands of such manoeuvres a year, often automatically.
4. **Passivation.** Rocket stages and satellites vent leftover fuel and discharge batteries so they cannot explode later.
5. **Active removal.** Missions are being developed to capture and deorbit large dead objects. Japan's Astroscale has flown close to a discarded rocket stage to inspect it, and ESA has promoted a *Zero Debris* approach for future missions.

## A shared resource

There are also concerns beyond collisions. Astronomers worry about bright satellite trails across telescope images and about interference with radio astronomy, and some scientists are studying what re-entering satellites add to the upper atmosphere. Operators have responded with darker coatings and sunshades, but the issue remains open.

Orbital space is a shared resource with no owner. Keeping it usable depends on *every operator* following good practice, and on international agreement about the rules, before the problem becomes too big to fix.`,
};

export default article;
