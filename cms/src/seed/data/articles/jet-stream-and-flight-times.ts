import { featurePicture, inlinePicture } from '../pictures';
import type { ArticleSeed } from '../types';

const article: ArticleSeed = {
  title: 'Riding the River of Air: How the Jet Stream Shapes Your Flight Time',
  slug: 'jet-stream-and-flight-times',
  description:
    'Why is flying east across the Atlantic often an hour quicker than flying west? The answer is a fast, meandering ribbon of wind high above our heads.',
  category: 'aviation',
  author: 'ingrid-solberg',
  tags: ['weather', 'commercial-aviation', 'air-traffic-control', 'pilots'],
  publishedAt: '2026-03-23T13:55:00.000Z',
  featureImage: featurePicture('jet-stream-and-flight-times', 'clouds'),
  images: [inlinePicture('jet-stream-and-flight-times-tracks', 'radar')],
  seo: {
    metaTitle: 'The Jet Stream and Flight Times, Explained',
    metaDescription:
      'What the jet stream is, why eastbound flights are often faster than westbound ones, and how airlines plan North Atlantic routes around it every day.',
    keywords:
      'jet stream, flight times, tailwind, headwind, North Atlantic tracks, weather, flight planning',
  },
  body: `Book a return flight between New York and London and you will notice something odd. The eastbound flight is usually scheduled to take well under seven hours, while the westbound flight is often about an hour longer. The aircraft and the distance are the same. The difference is the **jet stream**.

## What is the jet stream?

Jet streams are narrow bands of very strong wind found near the top of the lower atmosphere, typically around 9 to 12 kilometres up, right where airliners like to cruise. In the northern hemisphere, the most important one for air travel is the *polar jet stream*, which flows from west to east across North America, the Atlantic, Europe and Asia.

The jet stream forms along the boundary between cold polar air and warmer air to the south. The bigger the temperature contrast, the stronger the winds. Combined with the rotation of the Earth, this temperature difference drives a powerful westerly flow. Its core often blows at **150 to 250 km/h**, and in winter it can exceed 300 km/h.

It is not a straight line. It meanders in great loops to the north and south, shifts from day to day and is generally stronger and farther south in winter.

## Tailwinds and headwinds

An aircraft flies through the air, and the air itself is moving. What matters for the journey is the **ground speed**: airspeed plus or minus the wind.

- Flying east *with* the jet stream, an airliner cruising at around 900 km/h through the air might cover the ground at well over 1,100 km/h.
- Flying west *against* it, the same aircraft could be slowed to 750 km/h over the ground.

Over a journey of 5,500 kilometres, that makes a very large difference. In February 2020, during a winter storm with an exceptionally strong jet stream, a Boeing 747 flew from New York to London in under **five hours**, a record for a subsonic airliner on the route, with ground speeds well over 1,200 km/h at times. Westbound flights that week faced the opposite, battling headwinds for much of the crossing.

## Planning around the wind

Airlines do not simply accept the wind; they plan with it. Every flight plan is calculated using forecasts of wind and temperature at different altitudes, and software chooses the route and altitude that minimise time and fuel.

Over the busy North Atlantic, air traffic services publish the **Organised Track System** twice a day.

![Curved North Atlantic tracks laid out around the jet stream](image:jet-stream-and-flight-times-tracks)

It works like this:

1. Forecasters look at where the jet stream will be during the coming hours.
2. Eastbound tracks, used mostly at night, are laid out to take advantage of the strongest tailwinds.
3. Westbound tracks, used mostly during the day, are placed to avoid the strongest headwinds, often swinging far north or south of the direct route.
4. Airlines request their preferred track and level, and controllers allocate them.

Thanks to satellite surveillance, aircraft can increasingly fly their own optimised routes rather than fixed tracks, but the principle of following the wind remains.

## The bumpy side

The jet stream also has a downside: **clear-air turbulence**. At its edges, where fast-moving air meets slower air, the wind shear can create invisible turbulence that weather radar cannot detect. Pilots use forecasts, reports from other aircraft and careful choice of altitude to avoid the worst of it. It is one of the main reasons crews ask passengers to keep their seat belts fastened while seated.

Scientists are also studying whether a warming climate is changing the jet stream, with some research suggesting that shear at cruise altitude, and therefore clear-air turbulence, has increased over recent decades.

## A free ride

For airlines, a strong tailwind means less fuel burned and lower emissions. For passengers, it can mean an early arrival. *The next time your eastbound flight lands ahead of schedule*, you can thank a river of air flowing high above the clouds.`,
};

export default article;
