import { featurePicture, inlinePicture } from '../pictures';
import type { ArticleSeed } from '../types';

const article: ArticleSeed = {
  title: 'Nudging an Asteroid: What the DART Mission Taught Us About Planetary Defence',
  slug: 'asteroid-deflection-dart',
  description:
    'In 2022 NASA deliberately crashed a spacecraft into a small asteroid to see whether it could change its orbit. It worked better than expected. Here is what happened and what comes next.',
  category: 'astronomy',
  author: 'kwame-mensah',
  tags: ['nasa', 'esa', 'solar-system'],
  publishedAt: '2026-05-04T07:50:00.000Z',
  featureImage: featurePicture('asteroid-deflection-dart', 'asteroid'),
  images: [inlinePicture('asteroid-deflection-dart-binary-system', 'asteroid')],
  seo: {
    metaTitle: 'DART and Planetary Defence: Can We Move an Asteroid?',
    metaDescription:
      'How NASA’s DART spacecraft changed the orbit of the asteroid Dimorphos in 2022, why the result exceeded expectations and how ESA’s Hera mission will follow up.',
    keywords:
      'DART, asteroid, planetary defence, Dimorphos, Didymos, Hera, kinetic impactor, NASA, ESA',
  },
  body: `Sixty-six million years ago, an asteroid around ten kilometres wide struck what is now Mexico and helped end the age of the dinosaurs. Impacts that large are extremely rare, but smaller asteroids hit Earth more often, and one a few hundred metres across could devastate a region. For the first time in history, we are trying to do something about it.

## The test

NASA's **Double Asteroid Redirection Test**, or DART, was the first full-scale test of *planetary defence* by a technique called **kinetic impact**: hitting an asteroid hard enough to change its path.

The target was carefully chosen. **Didymos** is an asteroid about 780 metres across, and it has a small moon, **Dimorphos**, about 160 metres wide, which circles it roughly every 12 hours. Neither posed any threat to Earth.

![Dimorphos orbiting Didymos, with its orbit shrinking after the impact](image:asteroid-deflection-dart-binary-system)

Choosing a binary system had a clever advantage. Changing an asteroid's orbit around the Sun by a tiny amount is very hard to measure. Changing a moonlet's orbit around its parent, however, shows up as a change in the time it takes to go round, which telescopes on Earth can detect from the regular dips in brightness as the two bodies pass in front of each other.

## Impact

DART launched in November 2021 and spent ten months travelling to its target. It navigated the final hours on its own, using its camera to identify Dimorphos, which it only saw clearly in the last hour. On **26 September 2022**, the spacecraft, weighing about 570 kilograms, struck the moonlet at around 6 kilometres per second. Its final images showed a boulder-strewn surface rushing closer until the signal stopped.

A small Italian satellite, **LICIACube**, which had separated from DART days earlier, flew past minutes later and photographed a huge plume of debris spraying from the impact site.

## The result

Before the impact, Dimorphos took about 11 hours and 55 minutes to orbit Didymos. Afterwards, telescopes measured that the orbit had shortened by about **33 minutes**, far more than the minimum of 73 seconds needed to call the test a success.

The surprise came from the debris. The mass of rock thrown off by the impact acted like a rocket exhaust, adding to the push. Scientists estimate that the ejecta multiplied the effect of the collision several times over. It also showed that Dimorphos is probably a *rubble pile*, a loose collection of rocks held together by weak gravity.

## Hera: the investigator

DART answered the main question, but there is still a lot to learn: the exact mass of Dimorphos, the size and shape of the crater and how the moonlet's interior responded. The European Space Agency's **Hera** mission, launched in October 2024, is due to arrive at Didymos in late 2026 to carry out a detailed survey, carrying two small CubeSats that will fly close to the asteroids.

## Finding them first

Deflection only works with warning. The key lessons of planetary defence are:

1. **Find threats early.** A small push years in advance does more than a big push at the last minute.
2. **Track them precisely.** Only accurate orbits reveal whether an asteroid is actually on a collision course.
3. **Have a plan.** Space agencies run exercises to practise how they would respond and communicate.

Survey telescopes on the ground already find thousands of near-Earth asteroids each year, and NASA's infrared **NEO Surveyor** space telescope is being built to find many more of those that are hard to spot. Early in 2025, the asteroid *2024 YR4* briefly had an estimated chance of a few per cent of hitting Earth in 2032, before further observations ruled it out. The episode showed that the detection system works as intended.

For the first time, humanity has shown that it can move a celestial body. That does not make us invulnerable, but it turns a natural disaster into something we might one day prevent.`,
};

export default article;
