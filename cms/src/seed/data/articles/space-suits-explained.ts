import { featurePicture, inlinePicture } from '../pictures';
import type { ArticleSeed } from '../types';

const article: ArticleSeed = {
  title: 'A Spacecraft Shaped Like a Person: How Space Suits Work',
  slug: 'space-suits-explained',
  description:
    'A spacewalking suit must supply air, hold pressure, reject heat and still let its wearer use a wrench. Here is how designers balance those demands, and why it is so hard.',
  category: 'spaceflight',
  tags: ['nasa', 'iss', 'artemis', 'materials'],
  publishedAt: '2026-04-06T09:25:00.000Z',
  featureImage: featurePicture('space-suits-explained', 'station'),
  images: [inlinePicture('space-suits-explained-layers', 'orbit')],
  seo: {
    metaTitle: 'How Space Suits Work: Pressure, Air, Cooling and Mobility',
    metaDescription:
      'How spacewalking suits keep astronauts alive: pressure, oxygen, cooling and protection, why gloves are so hard to design, and what new Moon suits are changing.',
    keywords: 'space suit, spacewalk, EVA, EMU, Orlan, pressure suit, Artemis suit, astronaut',
  },
  body: `Step outside a spacecraft without protection and you would have only seconds of useful consciousness. There is no air to breathe, no pressure to keep your body's fluids in check, and temperatures swing from well over 100 °C in sunlight to far below freezing in shadow. A **spacesuit** solves all of this at once. Engineers often describe it as a *one-person spacecraft*.

## Two kinds of suit

Astronauts wear two quite different types of suit:

- **Launch and entry suits** are worn inside the vehicle during the riskiest phases of flight. They are lightweight and only need to protect the crew if the cabin loses pressure. Examples include Russia's Sokol suit, the suits worn on SpaceX's Dragon and the orange suits designed for NASA's Orion.
- **Spacewalking suits**, for *extravehicular activity* or EVA, are far more complex. They must keep a person alive and working outside for many hours.

The rest of this article is about the second kind.

## The layers

![Cutaway of the layers of a spacesuit](image:space-suits-explained-layers)

A spacewalking suit is built up in layers, each with a job:

1. **Cooling garment:** next to the skin, a stretchy suit laced with thin tubes carries chilled water around the body. Working hard in a sealed suit generates a lot of heat, and without cooling an astronaut would overheat quickly.
2. **Pressure bladder:** an airtight layer, usually coated nylon or urethane, holds the suit's pressure.
3. **Restraint layer:** a tough fabric shell stops the bladder from ballooning and gives the suit its shape. Cleverly designed joints let it bend without changing the volume inside, which would make movement exhausting.
4. **Thermal and protective layers:** many thin layers of aluminised film insulate against heat and cold, and a tough outer fabric guards against abrasion and tiny micrometeoroids.

A hard upper torso, a helmet with a gold-coated visor against sunlight, and the backpack complete the suit.

## Pressure: the great compromise

A suit inflated to sea-level pressure would be stiff as a balloon and very hard to move in. So suits run at a lower pressure, with **pure oxygen** so the astronaut still gets enough to breathe. NASA's current suit used on the International Space Station runs at about 30 kPa, under a third of sea-level pressure; the Russian Orlan runs a little higher, at about 40 kPa.

Going from the station's normal air to that low pressure risks decompression sickness, the *bends* that divers know. Astronauts therefore pre-breathe pure oxygen before a spacewalk to flush nitrogen from their bodies.

## The backpack

The life-support backpack is the suit's engine room. It provides oxygen, removes carbon dioxide, controls humidity, circulates cooling water, supplies electrical power and carries radios. NASA's suit also has a small nitrogen-jet *SAFER* unit, a self-rescue device that lets an astronaut fly back to the station if the tether fails.

## Hands are the hardest part

Almost every spacewalker says the same thing: **the gloves** are the biggest challenge. Pressurised gloves resist every finger movement, and hours of gripping tools leave hands sore and sometimes damage fingernails. Glove design, balancing dexterity, protection and comfort, is still an active area of research.

## Suits for the Moon

The suits that Apollo astronauts wore on the Moon were designed for short stays near the equator. Lunar dust proved a major problem, clogging seals and wearing fabric. Artemis astronauts will need suits that can:

- walk and kneel on rough, uneven ground;
- cope with the extreme cold of shadowed polar craters;
- resist abrasive dust over many excursions;
- fit a wide range of body sizes.

NASA has contracted companies to build the new generation of suits, starting with Axiom Space for the first Artemis landings. Meanwhile, in 2024 the private *Polaris Dawn* mission carried out the first commercial spacewalk in suits developed by SpaceX.

After more than sixty years of spacewalks, the suit remains one of the most demanding pieces of equipment in spaceflight: a spacecraft that must fit, flex and move like the human inside it.`,
};

export default article;
