import { featurePicture, inlinePicture } from '../pictures';
import type { ArticleSeed } from '../types';

const article: ArticleSeed = {
  title: 'Surviving the Fireball: How Heat Shields Bring Spacecraft Home',
  slug: 're-entry-heat-shields',
  description:
    'A spacecraft returning from orbit must shed the energy of travelling at nearly 8 km/s. Heat shields do it by sacrificing themselves or by shrugging off the heat.',
  category: 'spaceflight',
  author: 'tomas-arriaga',
  tags: ['materials', 'nasa', 'spacex', 'artemis'],
  publishedAt: '2026-02-23T10:05:00.000Z',
  featureImage: featurePicture('re-entry-heat-shields', 'reentry'),
  images: [inlinePicture('re-entry-heat-shields-shock-layer', 'reentry')],
  seo: {
    metaTitle: 'How Heat Shields Protect Spacecraft During Re-entry',
    metaDescription:
      'Why re-entry is so hot, how blunt shapes and ablative or reusable heat shields protect spacecraft, and what Apollo, the Shuttle, Orion and Starship teach us.',
    keywords: 're-entry, heat shield, ablative, PICA, Avcoat, Space Shuttle tiles, Orion, Starship',
  },
  body: `Getting into orbit takes a huge amount of energy. A spacecraft in low Earth orbit is moving at around **7.8 kilometres per second**, more than twenty times the speed of sound. To come home, it must lose nearly all of that speed. Most of the energy ends up as heat in the air around the vehicle, and the heat shield's job is to make sure very little of it reaches the inside.

## It is not mainly friction

It is often said that re-entry heat comes from friction with the air. In fact, most of it comes from **compression**. As the spacecraft slams into the upper atmosphere, air cannot get out of the way fast enough. It piles up into a shock wave in front of the vehicle and is squeezed and heated to thousands of degrees, hot enough to break molecules apart and glow as plasma.

![A shock wave standing off in front of a blunt capsule](image:re-entry-heat-shields-shock-layer)

## The blunt-body insight

In the early 1950s, engineers designing nuclear warheads assumed that a sharp, streamlined nose would be best. **H. Julian Allen** at the US National Advisory Committee for Aeronautics showed the opposite. A *blunt* shape pushes the shock wave out in front of the vehicle, creating a cushion of hot gas that carries much of the heat away around the sides instead of into the surface.

That is why capsules from Mercury and Apollo to Orion and Dragon have broad, rounded bottoms and fly base-first into the atmosphere.

## Ablative shields: burning away on purpose

The most common approach is the **ablative** heat shield. The material is designed to char, melt and vaporise in a controlled way. As it does:

- the chemical reactions absorb heat;
- the gases released form a cooler boundary layer that blocks some of the incoming heat;
- the charred layer acts as insulation for the material beneath.

Apollo's shields used a material called **Avcoat**, an epoxy resin in a fibreglass honeycomb. NASA's Stardust capsule, which returned comet dust in 2006 at around 12.9 km/s, the fastest re-entry of any human-made object, used *PICA*, a lightweight carbon-based material. SpaceX developed its own variant for the Dragon capsule.

NASA's Orion also uses Avcoat, applied in blocks. After the uncrewed Artemis I flight in 2022, engineers found that pieces of the charred layer had broken away unexpectedly. The investigation found that gases had built up inside the material during a skip-style re-entry. For Artemis II, NASA chose to keep the existing shield and fly a modified, more direct re-entry path that reduces the conditions that caused the problem.

## Reusable shields: shrugging off the heat

Ablators are effective but are consumed in use. A reusable spacecraft needs something that survives many flights. The Space Shuttle used:

1. **Silica tiles** on its belly, made mostly of air and pure silica fibres. They insulate so well that a tile fresh out of a furnace can be held by its edges moments later.
2. **Reinforced carbon-carbon** on the nose cap and wing leading edges, the hottest areas.
3. Flexible blankets on cooler upper surfaces.

The tiles were fragile, and each had to be inspected and often replaced between flights. The loss of *Columbia* in 2003 was caused by damage to the carbon-carbon on a wing leading edge from a piece of foam that struck it during launch.

SpaceX's **Starship** uses thousands of hexagonal ceramic tiles on its windward side and is iterating the design flight by flight, with the aim of re-flying the ship rapidly.

## Returning from farther away

Heat shields for missions returning from the Moon face higher speeds, about 11 km/s, and much greater heating. Mars landers face a thinner atmosphere but must still protect rovers during an entry at several kilometres per second.

In every case, the principle is the same: *shape the flow, then either sacrifice or insulate*. A few centimetres of carefully engineered material are all that separate the crew from a fireball, and getting them right remains one of the central problems of spaceflight.`,
};

export default article;
