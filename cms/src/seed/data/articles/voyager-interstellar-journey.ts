import { featurePicture, inlinePicture } from '../pictures';
import type { ArticleSeed } from '../types';

const article: ArticleSeed = {
  title: 'Voyager: Two Small Probes, Four Giant Planets and the Edge of Interstellar Space',
  slug: 'voyager-interstellar-journey',
  description:
    'Launched in 1977 for a five-year mission, the two Voyager spacecraft are still sending data from beyond the Sun’s bubble of influence. Here is how they got there.',
  category: 'astronomy',
  author: 'kwame-mensah',
  tags: ['nasa', 'solar-system', 'space-history'],
  publishedAt: '2026-01-12T14:00:00.000Z',
  featureImage: featurePicture('voyager-interstellar-journey', 'stars'),
  images: [inlinePicture('voyager-interstellar-journey-grand-tour', 'planet')],
  seo: {
    metaTitle: 'Voyager 1 and 2: The Journey to Interstellar Space',
    metaDescription:
      'How NASA’s Voyager probes toured Jupiter, Saturn, Uranus and Neptune, crossed into interstellar space and keep working nearly fifty years after launch.',
    keywords:
      'Voyager 1, Voyager 2, NASA, interstellar space, heliopause, Golden Record, outer planets',
  },
  body: `In the late summer of 1977, two identical spacecraft left Cape Canaveral a couple of weeks apart. **Voyager 2** launched first, on 20 August, and **Voyager 1** followed on 5 September on a faster path. They were designed for a mission of about five years. Almost half a century later, both are still working, and both are in *interstellar space*.

## A rare alignment

In the late 1970s, Jupiter, Saturn, Uranus and Neptune lined up in a way that happens only about once every 175 years. A spacecraft could visit one giant planet and use its gravity to bend its path and pick up speed towards the next, a technique called a **gravity assist**. Without it, reaching Neptune would have taken decades longer.

![The Voyagers' paths past the four giant planets](image:voyager-interstellar-journey-grand-tour)

The Voyagers' achievements at the planets reshaped planetary science:

- **Jupiter (1979):** the probes revealed active volcanoes on the moon Io, the first seen anywhere beyond Earth, and thin rings around Jupiter.
- **Saturn (1980 and 1981):** they revealed intricate structure in the rings and studied the thick atmosphere of the moon Titan. Voyager 1's close pass by Titan flung it out of the plane of the planets, ending its planetary tour.
- **Uranus (1986):** Voyager 2 became the first and so far only spacecraft to visit, discovering new moons and a strangely tilted magnetic field.
- **Neptune (1989):** again the only visitor, Voyager 2 found the Great Dark Spot storm and geysers on the frozen moon Triton.

## The view back

On 14 February 1990, at the request of astronomer Carl Sagan, Voyager 1 turned its camera back towards the Sun and photographed the planets. In one frame, Earth appears as a tiny speck less than a pixel across, caught in a ray of scattered sunlight: the famous **Pale Blue Dot**. Shortly afterwards, the cameras were switched off for good to save power and memory.

## Leaving the bubble

The Sun blows a constant stream of charged particles, the solar wind, that inflates a vast bubble around the Solar System called the **heliosphere**. Its outer boundary, where the solar wind meets the thin gas between the stars, is the *heliopause*.

Voyager 1 crossed it in **August 2012**, becoming the first human-made object to enter interstellar space. Voyager 2 followed in November 2018. Because Voyager 2's plasma instrument still worked, it confirmed the crossing directly by measuring the sudden jump in the density of the surrounding gas.

## Keeping old machines alive

Running fifty-year-old spacecraft billions of kilometres away is a feat in itself. The challenges include:

1. **Power.** The Voyagers run on radioisotope generators that turn heat from decaying plutonium into electricity. Output falls by a few watts every year, so engineers have been switching off heaters and instruments one by one.
2. **Distance.** Voyager 1 is so far away that its signals, travelling at the speed of light, take nearly a full day to reach Earth. A command and its reply take about two days.
3. **Ageing hardware.** In 2023–2024, Voyager 1 began sending gibberish after a memory chip in one of its computers failed. Engineers worked out which chip was faulty and moved its code to other parts of memory, restoring the science data months later.

The team also has to contend with thrusters clogged by residue and a shrinking number of people who understand the original designs.

## A message in a bottle

Each Voyager carries a **Golden Record**, a gold-plated copper disc with sounds and images of Earth, greetings in dozens of languages and music from many cultures, along with instructions on how to play it. The chance of anyone finding it is vanishingly small, but it is a reminder of the spirit of the mission.

Some time in the 2030s, the Voyagers will fall silent. They will keep travelling through the galaxy for billions of years, the most distant ambassadors humanity has ever sent.`,
};

export default article;
