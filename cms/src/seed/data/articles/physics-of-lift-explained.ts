import { featurePicture, inlinePicture } from '../pictures';
import type { ArticleSeed } from '../types';

const article: ArticleSeed = {
  title: 'What Really Holds a Plane Up? The Physics of Lift, Plainly Explained',
  slug: 'physics-of-lift-explained',
  description:
    'The popular textbook story about air racing over the top of a wing is wrong. Here is a clearer picture of how wings produce lift, and why both Bernoulli and Newton are right.',
  category: 'aviation',
  author: 'ingrid-solberg',
  tags: ['aerodynamics', 'pilots', 'commercial-aviation'],
  publishedAt: '2025-08-25T06:55:00.000Z',
  featureImage: featurePicture('physics-of-lift-explained', 'wing'),
  images: [inlinePicture('physics-of-lift-explained-streamlines', 'wing')],
  seo: {
    metaTitle: 'The Physics of Lift Explained Without the Myths',
    metaDescription:
      'Why the equal-transit-time story of lift is wrong, how pressure differences and downwash work together, and what angle of attack and stalls mean for pilots.',
    keywords: 'lift, aerodynamics, Bernoulli, Newton, angle of attack, stall, wing, aerofoil',
  },
  body: `A fully loaded long-haul airliner can weigh more than 300 tonnes, and yet its wings hold it up all the way across an ocean. How? Ask a classroom and you will often hear a neat explanation that turns out to be **wrong**, even though it appeared in textbooks for decades.

## The myth of equal transit time

The popular story goes like this: a wing is curved on top and flat underneath, so air travelling over the top has farther to go. Because the air from the top and bottom must "meet again" at the trailing edge, the upper air has to go faster, and by Bernoulli's principle faster air means lower pressure.

The problem is the assumption in the middle. There is *no law of physics* that requires the two parcels of air to arrive together. In wind tunnels and simulations, the air over the top actually arrives at the trailing edge **well before** the air underneath. And if the story were true, aircraft could not fly upside down, which aerobatic aircraft with symmetrical wings do routinely.

## What actually happens

A wing works because it **turns the airflow**. A wing moving through the air, tilted slightly nose-up, deflects a large mass of air downwards behind it. This downward flow is called *downwash*.

![Streamlines around a wing showing downwash](image:physics-of-lift-explained-streamlines)

There are two ways to describe the result, and they are two sides of the same coin:

- **Newton's view:** the wing pushes air down, so the air pushes the wing up. The lift equals the rate at which downward momentum is given to the air.
- **Bernoulli's view:** as the air follows the curved path over the wing, pressure above the wing drops and the air speeds up; beneath the wing the pressure rises slightly. The net difference in pressure across the wing's surface, added up over its area, is the lift.

Neither view is the "real" one. The pressure differences are *how* the wing pushes on the air, and the downwash is the result. Any correct explanation must include both.

## Angle of attack

The most important control a pilot has over lift is the **angle of attack**: the angle between the wing and the oncoming air, not the angle between the aircraft and the ground. Increase it and the wing turns more air, producing more lift, up to a point.

Engineers capture the relationship in the lift equation. Lift depends on:

1. the density of the air;
2. the square of the airspeed;
3. the wing area;
4. a *lift coefficient*, which depends mainly on the angle of attack and the wing's shape.

Because speed is squared, doubling airspeed gives four times the lift. That is why slow flight needs a high angle of attack, and why airliners extend **flaps and slats** for take-off and landing: they change the wing's shape and area to produce enough lift at low speed.

## Stall: when lift runs out

Beyond a critical angle, typically around 15 degrees for many wings, the air can no longer follow the curved upper surface. It separates into turbulent eddies, the downwash collapses and lift falls sharply. This is a **stall**.

A stall has nothing to do with the engine stopping. It is purely aerodynamic, and it can happen at any speed if the angle of attack is too high. The cure is to reduce the angle of attack by lowering the nose, which is why stall recovery training drills pilots to push forward even when instinct says to pull back.

## Putting it together

Wings are not magic carpets riding on faster air. They are carefully shaped devices for turning the flow of air downwards with as little drag as possible. Curved (*cambered*) aerofoils help by producing lift at zero angle of attack and delaying the stall, but a flat plate at an angle also produces lift, just less efficiently.

The next time you look out of a cabin window on approach and see the flaps slide out and droop, you are watching the wing being reshaped to turn more air at a lower speed, a piece of physics that is simpler, and more elegant, than the myth.`,
};

export default article;
