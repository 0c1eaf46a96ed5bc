import { featurePicture, inlinePicture } from '../pictures';
import type { ArticleSeed } from '../types';

const article: ArticleSeed = {
  title: 'Wave at the Astronauts: How to Spot the Space Station From Your Garden',
  slug: 'how-to-spot-the-iss-from-home',
  description:
    'The International Space Station is one of the brightest objects in the night sky, and you need no telescope to see it. Here is when and where to look.',
  category: 'other',
  author: 'kwame-mensah',
  tags: ['iss', 'nasa', 'satellites'],
  publishedAt: '2026-10-05T10:40:00.000Z',
  featureImage: featurePicture('how-to-spot-the-iss-from-home', 'station'),
  images: [inlinePicture('how-to-spot-the-iss-from-home-sunlit-pass', 'orbit')],
  seo: {
    metaTitle: 'How to See the International Space Station With Your Eyes',
    metaDescription:
      'When and where to look for the International Space Station, why it is visible only around dawn and dusk, and how to tell it apart from aircraft and satellites.',
    keywords:
      'spot the station, ISS, International Space Station, stargazing, satellite spotting, night sky',
  },
  body: `Few things in the night sky are as satisfying to see as the **International Space Station**. It glides silently overhead, brighter than any star, and you know that a handful of people are living and working aboard it at that very moment. Best of all, you do not need any equipment. Here is how to find it.

## What you are seeing

The station does not shine with its own light. What you see is **sunlight reflecting** off its huge solar arrays and modules. It is about the size of a football pitch, which makes it the largest human-made object in orbit, and at its brightest it outshines every star and planet: only the Sun and the Moon look brighter.

It orbits about 400 kilometres above the Earth, travelling at around 28,000 km/h and circling the planet roughly every **90 minutes**. Its orbit is tilted 51.6 degrees to the equator, so it passes over most of the populated world, from about 52 degrees north to 52 degrees south, and can be seen from even farther north and south low on the horizon.

## Why only at dawn and dusk

You cannot see the station at any time of night. Two conditions must be met at once:

1. **It must be dark where you are**, so that the station stands out against the sky.
2. **The station must be in sunlight**, high above you.

![The observer in darkness while the station is still lit by the Sun](image:how-to-spot-the-iss-from-home-sunlit-pass)

Both are true only for a few hours after sunset and before sunrise. In the middle of the night, the station passes through Earth's shadow and becomes invisible. Depending on the time of year and your location, there may be visible passes on several evenings in a row, followed by weeks with none, or with passes only in the early morning.

## How to find a pass

You do not need to calculate anything. Space agencies and many astronomy websites and apps publish the times of visible passes for your location. A good prediction will tell you:

- the **time** the pass starts;
- the **direction** in which the station will appear, for example "west-southwest";
- the **maximum height** above the horizon, in degrees;
- the direction in which it will disappear.

Passes with a maximum height of 40 degrees or more are the best, because the station will be higher and brighter. A pass that reaches 90 degrees goes straight overhead.

## Watching it go by

Go outside a few minutes early and let your eyes adjust. Face the direction given in the prediction and look low above the horizon. The station appears as a **steady, bright point of light** moving smoothly across the sky. A typical pass lasts a few minutes.

How to tell it from other objects:

- **Aircraft** usually have flashing lights, and often red and green navigation lights.
- **Ordinary satellites** are much fainter and easier to miss.
- **Stars and planets** do not move across the sky in minutes.

Sometimes the station will fade and disappear *before* it reaches the horizon. That is not a trick of the eyes: it has flown into Earth's shadow, and for the astronauts on board, night has fallen.

## Taking it further

Once you have spotted it, there are plenty of ways to make the most of it:

- photograph it with a camera on a tripod, using an exposure of several seconds to capture its path as a bright streak;
- with practice and a telescope on a tracking mount, photograph its shape;
- listen for amateur radio contacts: astronauts sometimes talk to schools and radio amateurs on the ground.

*Next time there is a good evening pass*, step outside, look up and give the crew a wave. They will not see you, but it is still one of the simplest ways to feel connected to human spaceflight.`,
};

export default article;
