import { featurePicture, inlinePicture } from '../pictures';
import type { ArticleSeed } from '../types';

const article: ArticleSeed = {
  title: 'When Birds and Aircraft Meet: The Science of Bird Strikes',
  slug: 'bird-strikes-and-aircraft',
  description:
    'Thousands of bird strikes are reported every year. Most are harmless, but a few are serious. How aircraft are tested to withstand them and how airports keep birds away.',
  category: 'air-traffic-safety',
  tags: ['flight-safety', 'jet-engines', 'commercial-aviation', 'pilots'],
  publishedAt: '2026-05-18T15:40:00.000Z',
  featureImage: featurePicture('bird-strikes-and-aircraft', 'runway'),
  images: [inlinePicture('bird-strikes-and-aircraft-engine-test', 'wing')],
  seo: {
    metaTitle: 'Bird Strikes: How Aircraft and Airports Cope',
    metaDescription:
      'Why bird strikes happen, how engines, windshields and wings are tested against them, and how airports manage wildlife to keep runways and approaches safer.',
    keywords:
      'bird strike, wildlife hazard, aircraft certification, engine bird ingestion, Hudson, airport safety',
  },
  body: `On **15 January 2009**, an Airbus A320 climbing out of New York's LaGuardia airport flew into a flock of Canada geese. Both engines lost power. Less than four minutes later, Captain Chesley Sullenberger and First Officer Jeffrey Skiles glided the aircraft onto the Hudson River, and all 155 people on board survived. The event made headlines around the world and brought a little-noticed hazard into the spotlight: the **bird strike**.

## How common are they?

Very common. Aviation authorities receive many thousands of reports of collisions between aircraft and wildlife every year, and the number has grown as air traffic has increased and some bird populations, such as large geese, have recovered. The great majority cause no damage or only minor dents. A small fraction cause serious damage, and serious accidents are rare.

Most strikes happen close to the ground:

- over half occur below about 500 feet, during take-off, initial climb, approach and landing;
- relatively few happen above 3,000 feet, where fewer birds fly;
- they are more frequent at dawn and dusk and during migration seasons.

## Built to take a hit

Aircraft and engines must be certified to survive bird strikes, and the tests are dramatic.

![An engine on a test stand with a gas cannon simulating a bird strike](image:bird-strikes-and-aircraft-engine-test)

Engine makers use a compressed-air cannon to fire birds, typically carcasses humanely killed and acquired for the purpose, into an engine running at full power. Requirements include:

1. **Large bird test:** a single large bird, up to about 3.6 kilograms depending on the engine size, must not cause a fire, an uncontained failure or an inability to shut the engine down, although the engine itself may be destroyed.
2. **Medium flocking birds:** the engine must swallow several medium-sized birds at once and keep producing most of its thrust for a set period, so the aircraft can climb away and return.
3. **Small birds:** many small birds must not cause a significant loss of power.

Airframes face similar tests. An airliner's windshield must withstand a bird of about 1.8 kilograms at high speed without penetration, and the tail must withstand an even larger bird. Wing leading edges are designed so that a strike dents them rather than puncturing fuel tanks or damaging critical systems.

The Hudson geese, however, weighed more than the engines had been tested for, and both engines ingested them. Afterwards, regulators reviewed the standards for large flocking birds.

## Keeping birds away from airports

Because most strikes happen near airports, **wildlife management** is a core part of airport safety. Airports employ specialist teams who use a wide range of methods:

- managing grass length, drainage and vegetation so the airfield is less attractive for feeding and nesting;
- removing standing water and food sources;
- scaring birds with pyrotechnics, distress-call recordings, lasers and trained falcons or dogs;
- working with local authorities on landfill sites and wetlands near the airport;
- using *avian radar* to detect flocks and warn controllers and pilots.

## What pilots do

Pilots are trained to handle engine failures at any stage of flight, including the rare case of losing both. Controllers pass on reports of bird activity, and crews may delay a departure when large flocks are seen. Landing lights are often left on to make the aircraft more visible.

After a suspected strike, the aircraft is inspected, and remains are often sent to experts who identify the species, sometimes from a few feathers or a DNA sample. That data helps airports understand which birds pose the greatest risk.

The sky belongs to birds as much as to aircraft. With careful engineering, smart airfield management and good training, *sharing it safely* is a job that continues every day.`,
};

export default article;
