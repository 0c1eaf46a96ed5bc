import { featurePicture, inlinePicture } from '../pictures';
import type { ArticleSeed } from '../types';

const article: ArticleSeed = {
  title: 'Apollo 13: The Successful Failure',
  slug: 'apollo-13-successful-failure',
  description:
    'An oxygen tank explosion turned the third Moon landing attempt into a fight for survival. How the crew and mission control improvised their way home in April 1970.',
  category: 'history',
  tags: ['space-history', 'nasa', 'moon'],
  publishedAt: '2025-11-17T13:05:00.000Z',
  featureImage: featurePicture('apollo-13-successful-failure', 'moon'),
  images: [inlinePicture('apollo-13-successful-failure-lifeboat', 'moon')],
  seo: {
    metaTitle: 'Apollo 13: How the Crew and Mission Control Got Home',
    metaDescription:
      'The story of Apollo 13: the oxygen tank explosion, the lunar module used as a lifeboat, the improvised carbon dioxide filters and the lessons NASA learned.',
    keywords:
      'Apollo 13, NASA, Lovell, Swigert, Haise, lunar module, space history, mission control',
  },
  body: `When **Apollo 13** lifted off from Kennedy Space Center on 11 April 1970, public interest was lukewarm. Two crews had already walked on the Moon, and the television networks did not even carry the crew's broadcast live. Two days later, the flight became the most closely followed space mission in the world.

## "We've had a problem"

The crew were commander **Jim Lovell**, command module pilot **Jack Swigert** and lunar module pilot **Fred Haise**. Almost 56 hours into the mission, more than 300,000 kilometres from Earth, Swigert flipped a routine switch to stir the cryogenic oxygen tanks in the service module. Moments later there was a bang, and the spacecraft shuddered.

Swigert radioed that they had a problem, and Lovell repeated it. Warning lights showed failing electrical systems, and Lovell saw through a window that a gas was venting into space. **Oxygen tank 2** had exploded and damaged tank 1. The service module's oxygen fed the fuel cells that produced electricity and water for the command module, *Odyssey*. Within hours, it would be dead.

The Moon landing was off. The question now was whether three men could get home at all.

## The lifeboat

The crew's salvation was the lunar module, *Aquarius*, still attached to the command module's nose.

![The command module docked to the lunar module lifeboat](image:apollo-13-successful-failure-lifeboat)

The lunar module had its own oxygen, water, batteries and engine, but it was designed to keep two men alive for about two days on the Moon, not three men for four days. Mission control in Houston, led by flight directors including **Gene Kranz**, set about stretching its resources:

- **Power:** almost every system was switched off. The cabin grew cold and damp, dropping to just a few degrees above freezing.
- **Water:** the crew rationed themselves severely; Haise developed a kidney infection.
- **Course:** the spacecraft was already on a path that would swing around the Moon. Using the lunar module's descent engine, the crew made burns to return to a *free-return trajectory* and then speed up the trip home.

## The square peg

A new danger soon appeared. The lunar module's canisters of lithium hydroxide, which absorbed exhaled carbon dioxide, were not enough for three people over several days. The command module had plenty of spare canisters, but they were **square**, and the lunar module's system took **round** ones.

Engineers on the ground worked out a fix using only things on board: plastic bags, cardboard from the flight plan covers, a sock and lots of grey duct tape. They read the instructions up step by step, and the crew built the adapter. Carbon dioxide levels fell.

## Coming home

Near Earth, the crew had to power up the frozen command module, which had never been designed to be restarted in flight, using a procedure that controllers had written and tested in simulators in a matter of days. They jettisoned the service module and saw for the first time that a whole panel had been blown away. Then they released *Aquarius*, which had kept them alive.

On **17 April 1970**, Odyssey splashed down in the Pacific near Samoa, and all three astronauts were recovered safely.

## What went wrong, and what changed

The investigation traced the explosion to a chain of small errors:

1. the tank had been dropped slightly during earlier handling, possibly loosening internal parts;
2. its heater's thermostatic switches had been designed for 28 volts but were not replaced when the ground supply was changed to 65 volts;
3. during a test before launch, the heater was left on for hours to boil off oxygen, the switches welded shut and the wiring insulation was badly damaged.

NASA redesigned the tanks, added a third oxygen tank and an emergency battery, and changed its procedures.

Apollo 13 is remembered as a *successful failure*: the mission's goal was lost, but teamwork, preparation and calm improvisation brought its crew home. That lesson is still taught to engineers and flight controllers today.`,
};

export default article;
