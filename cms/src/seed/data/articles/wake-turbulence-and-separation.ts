import { featurePicture, inlinePicture } from '../pictures';
import type { ArticleSeed } from '../types';

const article: ArticleSeed = {
  title: 'Invisible Whirlwinds: Wake Turbulence and Why Aircraft Keep Their Distance',
  slug: 'wake-turbulence-and-separation',
  description:
    'Every wing leaves a pair of spinning vortices behind it. They are invisible, long-lived and strong enough to roll a smaller aircraft, which is why controllers space aircraft by size.',
  category: 'air-traffic-safety',
  author: 'ingrid-solberg',
  tags: ['air-traffic-control', 'aerodynamics', 'flight-safety', 'commercial-aviation'],
  publishedAt: '2026-08-24T11:55:00.000Z',
  featureImage: featurePicture('wake-turbulence-and-separation', 'runway'),
  images: [inlinePicture('wake-turbulence-and-separation-vortices', 'wing')],
  seo: {
    metaTitle: 'Wake Turbulence: Why Aircraft Are Spaced Apart by Size',
    metaDescription:
      'How wingtip vortices form, why they are most dangerous behind heavy aircraft at low speed, and how wake categories and separation rules keep flights safe.',
    keywords:
      'wake turbulence, wingtip vortices, separation, air traffic control, RECAT, approach spacing',
  },
  body: `Watch an airliner land on a humid day and you may glimpse two spiralling trails of mist streaming from its wingtips. Most of the time they are invisible, but they are always there. They are **wingtip vortices**, and they are the reason air traffic controllers space aircraft by their size as well as their speed.

## Where vortices come from

A wing produces lift because the air pressure beneath it is higher than the pressure above. At the wingtips, air naturally tries to flow from the high-pressure underside around to the low-pressure top. Combined with the aircraft's forward motion, this sets up two rotating columns of air, one behind each wingtip, spinning in opposite directions.

![Two counter-rotating vortices descending behind an aircraft](image:wake-turbulence-and-separation-vortices)

The strength of the vortices depends on how much lift the wing is producing and how it is producing it. They are strongest when an aircraft is:

- **heavy**, because it needs more lift;
- **slow**, because at low speed the wing works at a high angle of attack;
- **clean**, with flaps retracted, which concentrates the vortices.

That makes the period just after take-off and on approach the most hazardous, which is also exactly where aircraft follow each other most closely.

## How they behave

Wake vortices do not simply hang in place. Typically they:

1. sink slowly behind and below the aircraft that made them, often levelling off several hundred feet below its flight path;
2. drift apart sideways when they approach the ground, moving outward at a few knots;
3. move with the wind, so a light crosswind can hold one vortex over the runway;
4. decay over a couple of minutes, faster in turbulent air and slower in calm, still conditions.

An aircraft that flies into the core of a vortex can be rolled sharply. For a small aircraft following a large one, the rolling force may exceed what its controls can counter. Encounters at altitude are usually brief jolts, but close to the ground there is little height to recover.

## Categories and spacing

To manage the risk, aircraft are grouped into **wake turbulence categories** according to their maximum take-off weight. The traditional international scheme uses light, medium and heavy, with an extra *super* category created for the Airbus A380. Controllers apply minimum distances or times between aircraft depending on who is leading and who is following.

Typical rules on approach look like this:

- a medium aircraft following a heavy one is kept several nautical miles behind;
- a light aircraft following a heavy or super needs the largest gaps, sometimes twice the normal radar minimum;
- departures behind heavy aircraft wait a couple of minutes before rolling.

Pilots of smaller aircraft are taught to stay above the flight path of the aircraft ahead and to land beyond its touchdown point, and to take off before its rotation point.

## Smarter separation

The old categories were broad. An aircraft just above the heavy threshold was treated the same as the largest wide-body. Newer schemes, such as **RECAT** in Europe and the United States, divide aircraft into more categories based on measured wake behaviour, not just weight. Many pairs of aircraft can now safely fly closer together, increasing runway capacity.

Some airports go further with **time-based separation**. When strong headwinds slow aircraft on final approach, fixed distances lead to longer time gaps and fewer landings per hour. Yet headwinds also help wakes to decay and drift away. London Heathrow pioneered spacing arrivals by time instead, recovering much of the capacity lost on windy days.

## Wing design helps, a little

Winglets and raked wingtips reduce drag by weakening the tip vortex slightly, but they do not eliminate the wake. As long as wings make lift, *they will leave whirlwinds behind them*, and the discipline of spacing aircraft carefully will remain one of the quiet foundations of safe flight.`,
};

export default article;
