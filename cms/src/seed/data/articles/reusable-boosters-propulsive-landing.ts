import { featurePicture, inlinePicture } from '../pictures';
import type { ArticleSeed } from '../types';

const article: ArticleSeed = {
  title: 'Coming Back Down: How Reusable Boosters Land on Their Own Engines',
  slug: 'reusable-boosters-propulsive-landing',
  description:
    'Landing a rocket stage upright on a pad or a ship was once dismissed as science fiction. Now it happens several times a week. Here is how the manoeuvre works.',
  category: 'spaceflight',
  author: 'tomas-arriaga',
  tags: ['rockets', 'spacex', 'propulsion'],
  publishedAt: '2025-09-22T09:50:00.000Z',
  featureImage: featurePicture('reusable-boosters-propulsive-landing', 'landing'),
  images: [inlinePicture('reusable-boosters-propulsive-landing-profile', 'orbit')],
  seo: {
    metaTitle: 'How Reusable Rocket Boosters Land on Their Engines',
    metaDescription:
      'Boostback, entry and landing burns, grid fins and landing legs: how reusable rocket boosters return from the edge of space and touch down upright on a pad.',
    keywords:
      'reusable rockets, propulsive landing, Falcon 9, booster landing, grid fins, SpaceX, Super Heavy',
  },
  body: `For most of the space age, rocket stages were thrown away after a few minutes of use. They fell into the ocean or burned up in the atmosphere, taking millions of dollars of engines and structures with them. Making them reusable seemed obvious but impractical.

That changed on **21 December 2015**, when the first stage of a SpaceX Falcon 9 returned from a satellite launch and landed upright at Cape Canaveral. Within a few years, landings became routine, and individual boosters have since flown *dozens* of times each.

## Why it is hard

Landing a booster is difficult for several reasons:

- **It is tall and thin.** A Falcon 9 first stage is about 40 metres long, and it must come down upright, balancing on its engine thrust.
- **It is nearly empty.** A booster at landing weighs only a small fraction of its launch weight, and even one engine at its lowest setting produces more thrust than the stage weighs. It cannot hover.
- **It is fast.** At separation it is travelling at several times the speed of sound, high above the atmosphere and far downrange.
- **Every kilogram counts.** Propellant kept for landing is propellant not used to launch the payload.

## The return, step by step

![The booster's path home with its three burns](image:reusable-boosters-propulsive-landing-profile)

A typical return follows a sequence of manoeuvres:

1. **Separation and flip.** After the second stage separates, small cold-gas thrusters turn the booster around so its engines face the direction of travel.
2. **Boostback burn.** For landings back at the launch site, some engines fire to cancel the stage's forward speed and send it back towards land. For heavier missions, the booster skips this step and lands on a drone ship far out at sea.
3. **Entry burn.** As the booster falls back into thicker air, the engines fire again to slow it down and shield the stage from the worst of the heating.
4. **Aerodynamic guidance.** Four lattice-shaped **grid fins** near the top steer the booster through the atmosphere, like the feathers on an arrow, guiding it towards the target.
5. **Landing burn.** In the final seconds, a single engine relights and the legs unfold. Because the stage cannot hover, the burn is timed so that velocity and altitude reach zero at the same instant. Engineers sometimes call this a *hoverslam*.

All of this is computed on board in real time. The guidance software continuously solves for the path that uses the least propellant while still arriving exactly on the pad.

## Making reuse pay

Landing is only half the story. For reuse to save money, boosters must be refurbished quickly and cheaply. Early recovered stages needed extensive inspection; today the work between flights takes a matter of weeks. Engines designed with reuse in mind, heat-resistant grid fins made of titanium and better thermal protection on the base have all helped.

Reusing a booster also changes the economics of the whole launch business. Frequent, affordable launches have made large satellite constellations practical and lowered prices for science missions.

## Other approaches

SpaceX is not alone. Blue Origin landed its suborbital **New Shepard** rocket vertically in November 2015, a month before the first Falcon 9 landing, and is applying the lessons to its larger New Glenn. Rocket Lab has experimented with recovering boosters from the sea, and several companies in China are testing propulsive landings.

The boldest step so far has been SpaceX's **Super Heavy** booster, which in October 2024 flew back to its launch tower and was *caught in mid-air* by a pair of giant mechanical arms. Skipping landing legs saves weight and could allow a booster to be refuelled and launched again within hours.

## What comes next

The ultimate goal is aircraft-like operations: land, refuel, inspect and fly again. Reusing upper stages, which return from orbital speed and face far harsher re-entry, is the next and much harder frontier. If it succeeds, the cost of reaching orbit could fall further still, and the pictures of rockets gently settling onto pads will become as ordinary as an airliner landing.`,
};

export default article;
