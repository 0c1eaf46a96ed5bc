import { featurePicture, inlinePicture } from '../pictures';
import type { ArticleSeed } from '../types';

const article: ArticleSeed = {
  title: 'Batteries or Hydrogen? The Race to Fly Without Kerosene',
  slug: 'electric-and-hydrogen-aircraft',
  description:
    'Electric and hydrogen aircraft promise flights without carbon emissions. Physics decides where each can work, and it favours small aircraft and short routes first.',
  category: 'aerospace-engineering',
  tags: ['electric-flight', 'sustainability', 'propulsion', 'commercial-aviation'],
  publishedAt: '2026-04-20T11:30:00.000Z',
  featureImage: featurePicture('electric-and-hydrogen-aircraft', 'wing'),
  images: [inlinePicture('electric-and-hydrogen-aircraft-energy-density', 'clouds')],
  seo: {
    metaTitle: 'Electric and Hydrogen Aircraft: What Physics Allows',
    metaDescription:
      'Why batteries suit small aircraft and short hops, how hydrogen fuel cells and combustion could power bigger planes, and the hurdles both technologies face.',
    keywords:
      'electric aircraft, hydrogen aircraft, battery, fuel cell, zero emission, electric flight, sustainability',
  },
  body: `Cars are going electric at remarkable speed. Why not aircraft? The short answer is **weight**. On the ground, a heavy battery is a nuisance; in the air, every extra kilogram must be lifted and carried for the whole flight. Still, electric and hydrogen aircraft are making real progress, and each is finding its niche.

## The energy problem

The key number is *specific energy*: how much energy can be stored in each kilogram.

![Energy stored per kilogram in batteries, jet fuel and hydrogen](image:electric-and-hydrogen-aircraft-energy-density)

- **Jet fuel** holds roughly 12 kilowatt-hours per kilogram.
- **Today's best lithium-ion battery packs** hold around 0.2 to 0.3 kilowatt-hours per kilogram.
- **Hydrogen** holds about 33 kilowatt-hours per kilogram, nearly three times as much as jet fuel.

Electric motors are much more efficient than jet engines, converting over 90 per cent of their energy into useful work compared with around 40 per cent for the best engines, which narrows the gap. But even so, a battery still delivers only a small fraction of the useful energy of the same weight of fuel. And unlike a fuel tank, a battery does not get lighter as it is used.

## Where batteries work

Battery-electric aircraft make sense where the flights are short and the aircraft are small:

1. **Training aircraft.** Flight schools fly short circuits close to the airport, which suits batteries well. The two-seat Pipistrel Velis Electro became the first fully electric aircraft to receive a type certificate, from the European Union Aviation Safety Agency, in 2020.
2. **Commuter flights.** Small aircraft with a handful of seats could serve routes of a few hundred kilometres, such as island hops in Scandinavia or Scotland, especially as battery technology improves.
3. **Air taxis.** Many of the eVTOL aircraft being developed for cities rely on batteries, with the short ranges involved.

Electric propulsion brings benefits beyond zero emissions in flight: it is **quieter**, has far fewer moving parts and is cheaper to maintain. Its weak points are range and the time needed to recharge between flights.

## The hydrogen option

Hydrogen offers enough energy per kilogram for bigger aircraft and longer flights, but it has a problem of its own: it is extremely light and bulky. Even as a liquid, chilled to −253 °C, it takes about *four times* the volume of jet fuel for the same energy. Its tanks must be heavily insulated and are best shaped as cylinders or spheres, which do not fit neatly into wings. Aircraft would need to carry it in the fuselage, taking space from passengers or cargo.

There are two ways to use hydrogen:

- **Fuel cells** combine hydrogen with oxygen from the air to make electricity, which drives electric motors. The only emission is water. Companies have flown converted small airliners with fuel-cell powertrains.
- **Hydrogen combustion** burns hydrogen in modified gas-turbine engines, which suits larger aircraft but produces some nitrogen oxides and water vapour that can form contrails.

Airbus had set out plans for a hydrogen airliner by the mid-2030s but has since pushed its timeline back, citing the slow development of hydrogen production and airport infrastructure.

## Hybrids in between

Many developers see **hybrid-electric** designs as a bridge: a conventional engine or fuel cell paired with batteries that provide extra power during take-off and climb. Hybrids can save fuel today while the technologies for fully electric flight mature.

## The infrastructure question

Aircraft are only part of the picture. Electric aircraft need high-power chargers at airports and grids that can supply them. Hydrogen needs production from clean electricity, liquefaction, storage and fuelling systems, and new safety procedures.

The physics means that *long-haul flights will not be electric any time soon*; for those, sustainable fuels remain the realistic option. But the first zero-emission passenger services are likely to be on short regional routes, and they may arrive sooner than many expect.`,
};

export default article;
