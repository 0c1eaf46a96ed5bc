import { featurePicture, inlinePicture } from '../pictures';
import type { ArticleSeed } from '../types';

const article: ArticleSeed = {
  title: 'Artemis: The Long Road Back to the Moon',
  slug: 'artemis-programme-return-to-the-moon',
  description:
    'NASA and its partners are preparing to send astronauts around and then onto the Moon for the first time since 1972. Here is how the Artemis missions fit together.',
  category: 'spaceflight',
  author: 'tomas-arriaga',
  tags: ['artemis', 'nasa', 'moon', 'rockets', 'esa'],
  publishedAt: '2025-06-02T07:45:00.000Z',
  featureImage: featurePicture('artemis-programme-return-to-the-moon', 'moonshot'),
  images: [inlinePicture('artemis-programme-return-to-the-moon-trajectory', 'moon')],
  seo: {
    metaTitle: 'Artemis Explained: NASA’s Plan to Return to the Moon',
    metaDescription:
      'How NASA’s Artemis programme works: the SLS rocket, the Orion capsule, the crew of Artemis II, lunar landers and why the Moon’s south pole is the target.',
    keywords: 'Artemis, NASA, Moon, SLS, Orion, Artemis II, lunar landing, south pole',
  },
  body: `Twelve people walked on the Moon between 1969 and 1972, and then nobody went back. **Artemis** is NASA's programme to change that, built with international and commercial partners. Named after Apollo's twin sister in Greek mythology, it aims not only to land astronauts again but to build up a sustained presence around and on the Moon.

## The hardware

Artemis relies on a few big pieces that have to work together:

- **Space Launch System (SLS):** a heavy-lift rocket whose core stage uses four RS-25 engines, refurbished from the Space Shuttle era, helped by two solid rocket boosters. At lift-off it produces close to 40 meganewtons of thrust.
- **Orion:** the crew capsule, designed for deep-space missions of several weeks. Its service module, which provides propulsion, power, water and air, is built in Europe under an agreement with ESA.
- **Human landing systems:** commercial landers, SpaceX's lunar version of Starship and a Blue Origin lander, that will carry astronauts from lunar orbit down to the surface and back.
- **New spacesuits** designed for walking and working on rough, cold polar terrain.

## Artemis I: the shakedown

The first mission flew without a crew. SLS lifted off from Kennedy Space Center on **16 November 2022** and sent Orion on a journey of about 25 days, including a wide orbit around the Moon that took it farther from Earth than any spacecraft built to carry humans had been before. Orion splashed down in the Pacific in December.

The flight was a success, but engineers found something they had not expected: the heat shield had lost pieces of its charred outer layer in places during re-entry. After a long investigation, NASA decided to keep the same shield design for the next flight and adjust the re-entry path to reduce the stress on it.

## Artemis II: people again

The second mission will carry four astronauts: NASA's **Reid Wiseman**, **Victor Glover** and **Christina Koch**, and the Canadian Space Agency's **Jeremy Hansen**. It is planned to launch in 2026. They will not land. Instead, Orion will test its life-support and navigation systems near Earth before heading out on a *free-return trajectory*, a loop that swings around the far side of the Moon and uses its gravity to bring the capsule home with little need for engine burns.

![Diagram of the free-return path around the Moon](image:artemis-programme-return-to-the-moon-trajectory)

The flight should last about ten days. It will be the first time humans have left low Earth orbit since Apollo 17.

## Artemis III and beyond

The landing mission is Artemis III. Orion will meet the lander in lunar orbit; two astronauts will transfer to it, descend to the surface and spend about a week there before rejoining Orion for the trip home. Getting a Starship lander to the Moon requires refuelling it in Earth orbit first, using several tanker launches, a technique that has never been demonstrated at this scale. That is one reason schedules keep moving.

Later missions are planned to add more capability, possibly including a small station in lunar orbit, and to make surface stays longer.

## Why the south pole?

Apollo landed near the Moon's equator, where terrain was well mapped and landing was safer. Artemis aims for the **lunar south pole**. The reason is water. Some craters there never see sunlight and are cold enough to trap water ice for billions of years. Ice could provide:

1. drinking water for crews;
2. oxygen to breathe, split out of the water;
3. hydrogen and oxygen for rocket propellant.

Some nearby ridges are also in sunlight for much of the lunar year, which helps with solar power and with keeping equipment warm.

## What to watch

Artemis is expensive and its timelines have slipped repeatedly, and debates continue over whether SLS should be replaced by commercial rockets in the long run. Still, *the programme has already done something Apollo never aimed for*: it has tied the return to the Moon to a network of international partners and private companies. If Artemis II flies as planned, the next people to see the far side of the Moon with their own eyes will include the first woman, the first person of colour and the first non-American to make the journey.`,
};

export default article;
