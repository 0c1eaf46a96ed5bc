import { featurePicture, inlinePicture } from '../pictures';
import type { ArticleSeed } from '../types';

const article: ArticleSeed = {
  title: 'The Tennis-Court Parasol: Why the James Webb Telescope Needs Its Sunshield',
  slug: 'james-webb-sunshield',
  description:
    'To see the faint infrared glow of the early universe, Webb must stay colder than −220 °C. Five layers of thin film, each as thin as a hair, make that possible.',
  category: 'astronomy',
  author: 'kwame-mensah',
  tags: ['telescopes', 'nasa', 'esa', 'materials', 'exoplanets'],
  publishedAt: '2025-09-08T12:35:00.000Z',
  featureImage: featurePicture('james-webb-sunshield', 'webb'),
  images: [inlinePicture('james-webb-sunshield-layers', 'webb')],
  seo: {
    metaTitle: 'Why the James Webb Space Telescope Needs a Sunshield',
    metaDescription:
      'How Webb’s five-layer sunshield keeps its mirror and instruments cold enough to see infrared light, how it was folded and deployed, and why it works so well.',
    keywords: 'James Webb Space Telescope, JWST, sunshield, infrared, Kapton, L2, NASA, ESA',
  },
  body: `The **James Webb Space Telescope** is famous for its gold-coated mirror, 6.5 metres across and made of 18 hexagonal segments. But the part that makes the telescope work at all is less glamorous: a sunshield roughly the size of a tennis court, made of plastic film thinner than a human hair.

## Why infrared means cold

Webb was built to see **infrared light**. Light from the first galaxies, emitted more than 13 billion years ago, has been stretched by the expansion of the universe from visible into infrared wavelengths. Infrared also passes through dust clouds that hide newborn stars and planets.

There is a catch: *everything warm glows in infrared*. A telescope at room temperature would be blinded by its own heat, like trying to take a photograph with a camera that is itself a light bulb. Webb's mirror and most of its instruments must be kept below about **−220 °C** (around 50 kelvin). One instrument, MIRI, goes even colder with help from a dedicated cryocooler.

Webb orbits around the Sun–Earth **L2 point**, about 1.5 million kilometres from Earth on the side away from the Sun. From there the Sun, Earth and Moon are always roughly in the same direction, so a single shield can block all three.

## Five layers, not one

Why not one thick blanket? Because in the vacuum of space there is no air to carry heat away. Heat moves by radiation, and a stack of separated layers is far better at stopping it than a single one.

![Side view of the five sunshield layers](image:james-webb-sunshield-layers)

The sunshield is made of five membranes of **Kapton E**, a polymer that stays stable across huge temperature ranges. The layers are:

- coated with aluminium, which reflects most of the heat;
- additionally treated with doped silicon on the two hottest, Sun-facing layers, to reflect sunlight and radiate heat well;
- separated by gaps that widen towards the edges, so heat bounces outward and escapes sideways into space instead of reaching the next layer.

Each layer is cooler than the one before. The result is dramatic: the side facing the Sun can reach around **85 °C**, while the cold side sits at roughly **−230 °C**. The shield cuts the incoming solar energy by a factor of about a million.

## Folding a tennis court

Fully deployed, the sunshield measures about 21 by 14 metres. No rocket fairing is that big, so the shield had to be folded around the telescope to fit inside the Ariane 5 that launched Webb on **25 December 2021**.

Unfolding it was one of the most nerve-racking sequences in the history of space science. Over several days, the team:

1. lowered the folded pallets that held the membranes;
2. extended a central boom to spread the shield sideways;
3. released more than a hundred restraining pins and devices holding the film in place;
4. tensioned each layer one by one with motors and cables.

A single snag could have left the telescope too warm to do its job. In early January 2022, the final layer was pulled taut, and engineers on the ground cheered.

## Tiny tears, big margins

Space is not empty. Micrometeoroids, tiny dust grains moving at high speed, occasionally puncture the film. Engineers expected this. The membranes contain reinforcing seams, a bit like the ripstop fabric in a parachute, that stop small holes from spreading, and the design has generous margins so a few punctures do not matter.

## A shield that enabled a revolution

Thanks to its parasol, Webb has delivered images of extraordinary depth: galaxies that existed only a few hundred million years after the Big Bang, detailed chemistry in the atmospheres of exoplanets, and the icy nurseries of stars. It is a reminder that the most important part of a great instrument is not always the part that shines. Sometimes it is the humble sheet of film that keeps it *in the dark*.`,
};

export default article;
