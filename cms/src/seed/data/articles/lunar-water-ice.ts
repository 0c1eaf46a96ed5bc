import { featurePicture, inlinePicture } from '../pictures';
import type { ArticleSeed } from '../types';

const article: ArticleSeed = {
  title: 'Ice in the Dark: The Hunt for Water at the Moon’s Poles',
  slug: 'lunar-water-ice',
  description:
    'The Moon was long thought to be bone dry. Now we know that its coldest craters hide water ice, a resource that could supply air, water and rocket fuel for future explorers.',
  category: 'spaceflight',
  author: 'tomas-arriaga',
  tags: ['moon', 'artemis', 'nasa', 'solar-system'],
  publishedAt: '2026-09-21T13:10:00.000Z',
  featureImage: featurePicture('lunar-water-ice', 'moon'),
  images: [inlinePicture('lunar-water-ice-shadowed-crater', 'moon')],
  seo: {
    metaTitle: 'Water Ice on the Moon: Where It Is and Why It Matters',
    metaDescription:
      'How scientists found water ice in permanently shadowed lunar craters, how it got there, and why it could supply water, oxygen and fuel for Artemis crews.',
    keywords:
      'lunar water ice, Moon, south pole, permanently shadowed regions, LCROSS, ISRU, Artemis',
  },
  body: `When the Apollo astronauts brought back rock and soil from the Moon, laboratory tests found it astonishingly dry. For decades afterwards, the Moon was considered a waterless world. Today that picture has changed completely, and **water ice** at the lunar poles is one of the main reasons space agencies are heading back.

## Cold traps

The Moon's axis is tilted by only about 1.5 degrees relative to its path around the Sun, compared with Earth's 23 degrees. As a result, near the poles the Sun always sits very low on the horizon. The floors of some deep craters **never receive direct sunlight**.

![A polar crater whose floor never sees sunlight](image:lunar-water-ice-shadowed-crater)

These *permanently shadowed regions* are among the coldest places known in the Solar System, with some areas below −230 °C, colder than the surface of Pluto. Any water molecule that wanders into one of them sticks, and it can stay frozen for billions of years.

## How we found it

The evidence built up over several decades:

1. In the 1990s, the **Clementine** and **Lunar Prospector** missions found hints of hydrogen concentrated near the poles, possibly in the form of ice.
2. In 2009, NASA's **LCROSS** mission deliberately crashed a spent rocket stage into the permanently shadowed crater *Cabeus* near the south pole and flew through the resulting plume. Its instruments detected water in the debris.
3. Instruments on India's **Chandrayaan-1** orbiter detected water and hydroxyl on the surface, and a later analysis of its data, published in 2018, found direct evidence of exposed ice in polar shadowed areas.
4. In 2020, scientists using the airborne SOFIA observatory detected water molecules even in a sunlit crater, Clavius, trapped within glass beads or between grains of soil.

How much ice there is, how deep it lies and how pure it is remain uncertain. It could be mixed with soil as frost, or concentrated in buried layers. Answering those questions is a key goal for the coming robotic missions.

## Where did it come from?

Several sources probably contributed:

- **comets and asteroids** that crashed into the Moon, delivering water;
- the **solar wind**, whose hydrogen can combine with oxygen in lunar rocks to form water and hydroxyl;
- **volcanic gases** released when the young Moon was geologically active.

The ice could therefore hold a record of the history of water in the inner Solar System, which makes it scientifically valuable in its own right.

## Why explorers want it

Water is heavy, and launching it from Earth is expensive. Using resources found on the Moon, known as **in-situ resource utilisation**, could transform lunar exploration:

- **Drinking water** for crews, once purified.
- **Oxygen** to breathe, split from the water by electrolysis.
- **Rocket propellant**, since liquid hydrogen and liquid oxygen are an efficient fuel combination. A lunar filling station could refuel landers and spacecraft heading deeper into the Solar System.

That is why NASA's Artemis programme is targeting the region around the lunar south pole, and why several other countries have sent missions there. India's **Chandrayaan-3** landed closer to the south pole than any previous mission in 2023, and a number of commercial landers are carrying instruments to look for ice.

## The challenge

Getting at the ice will not be easy. Shadowed craters are dark and extremely cold, difficult places for solar-powered machines to operate. Rovers will need heaters, powerful lights and long cables or power beamed from nearby sunlit ridges. Equipment to dig, heat and process icy soil must be developed and tested.

If it can be done, though, the Moon's hidden ice could make it *a stepping stone rather than a destination*, a place where explorers refuel on the way to Mars and beyond.`,
};

export default article;
