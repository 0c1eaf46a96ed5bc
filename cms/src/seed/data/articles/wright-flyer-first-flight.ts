import { featurePicture, inlinePicture } from '../pictures';
import type { ArticleSeed } from '../types';

const article: ArticleSeed = {
  title: 'Twelve Seconds at Kill Devil Hills: How the Wright Flyer Solved Flight',
  slug: 'wright-flyer-first-flight',
  description:
    'The Wright brothers did not just build an engine with wings. They solved control first, measured their own wing data and built propellers nobody else knew how to design.',
  category: 'history',
  tags: ['aviation-history', 'aerodynamics', 'pilots'],
  publishedAt: '2025-05-06T08:30:00.000Z',
  featureImage: featurePicture('wright-flyer-first-flight', 'biplane'),
  images: [inlinePicture('wright-flyer-first-flight-wind-tunnel', 'biplane')],
  seo: {
    metaTitle: 'The Wright Flyer: How Two Brothers Solved Flight',
    metaDescription:
      'How Wilbur and Orville Wright solved control, built a wind tunnel and designed efficient propellers before their first powered flight in December 1903.',
    keywords:
      'Wright brothers, Wright Flyer, first flight, Kitty Hawk, aviation history, wing warping',
  },
  body: `On the cold, windy morning of **17 December 1903**, Orville Wright lay flat on the lower wing of a spruce-and-muslin biplane and opened the throttle. The machine ran along a wooden rail, rose into a headwind of more than 20 miles per hour and stayed in the air for about twelve seconds, covering roughly 37 metres. By the end of the day the brothers had flown four times, and Wilbur's last attempt lasted 59 seconds over some 260 metres of ground.

Those numbers look modest. What made them historic is that the Flyer was the first powered, heavier-than-air machine that took off under its own power, flew under the *pilot's control* and landed on ground as high as the point it started from.

## Control before power

Many late-nineteenth-century experimenters believed the main problem was finding a light enough engine. The Wrights, bicycle makers from Dayton, Ohio, thought differently. A bicycle is unstable but perfectly rideable because the rider keeps correcting it, and they reasoned that an aeroplane would be the same: the hard part was **balance and steering**, not raw power.

Their answer to rolling the aircraft was *wing warping*. Cables twisted the tips of the wings in opposite directions, so one side met the air at a slightly higher angle and produced more lift than the other. Wilbur is said to have hit on the idea while idly twisting an empty inner-tube box in the shop. Their 1902 glider added a movable rear rudder linked to the warping, and with that they had control in all three axes: pitch, roll and yaw. That combination, not the engine, was the heart of their patent.

## Doing their own homework

Gliding trials in 1900 and 1901 on the dunes of the North Carolina coast were disappointing. The gliders produced far less lift than the published tables of the day predicted. Instead of giving up, the brothers built a small wind tunnel in their workshop in late 1901.

![A home-made wind tunnel with small wing models on a balance](image:wright-flyer-first-flight-wind-tunnel)

Using balances made from bicycle spokes and hacksaw blades, they tested around two hundred small wing shapes and recorded how lift and drag changed with curvature, aspect ratio and angle. Their key findings included:

- long, narrow wings produced more lift for their drag than short, broad ones;
- a gentle camber worked better than the deeply curved sections others favoured;
- the widely used coefficient for air pressure was too high, which explained their earlier shortfall.

The 1902 glider built on this data flew hundreds of times and handled well. The brothers now trusted their numbers more than anyone else's.

## An engine and propellers from scratch

No manufacturer could supply a light petrol engine of the power they needed, so their mechanic **Charlie Taylor** built one in about six weeks: a four-cylinder, water-cooled engine with an aluminium crankcase, producing around 12 horsepower.

The propellers were an even bigger leap. Marine propeller design was largely trial and error, and there was no theory for air. The Wrights realised that a propeller is simply *a wing that rotates*, with each section meeting the air at an angle that depends on its radius and speed. Applying their wind-tunnel data, they carved two counter-rotating wooden propellers that were remarkably efficient for the time, driven by bicycle-style chains.

## Why it still matters

The Flyer of 1903 was difficult to fly and short-lived; a gust flipped it over after the fourth flight and it never flew again. The brothers spent 1904 and 1905 near Dayton refining the design into a practical aircraft that could bank, turn and circle for more than half an hour.

Their method is the lasting lesson for engineers:

1. Identify the real problem, even if everyone else is focused elsewhere.
2. Measure rather than trust received wisdom.
3. Test in small, safe steps, starting with gliders before adding power.
4. Treat the pilot and the machine as one system.

The original Flyer hangs today in the Smithsonian's National Air and Space Museum in Washington. A small piece of its wing fabric travelled much further: it flew to Mars aboard NASA's *Ingenuity* helicopter, a quiet tribute from one first flight to another.`,
};

export default article;
