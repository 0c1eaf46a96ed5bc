import { featurePicture, inlinePicture } from '../pictures';
import type { ArticleSeed } from '../types';

const article: ArticleSeed = {
  title: 'Lines in the Sky: Contrails and Their Surprising Effect on Climate',
  slug: 'contrails-and-climate',
  description:
    'The white trails behind jets are clouds made by engines. Some vanish in seconds; others spread into sheets that trap heat. Avoiding the worst of them may be one of aviation’s cheapest climate wins.',
  category: 'other',
  tags: ['sustainability', 'weather', 'commercial-aviation'],
  publishedAt: '2025-12-15T11:10:00.000Z',
  featureImage: featurePicture('contrails-and-climate', 'clouds'),
  images: [inlinePicture('contrails-and-climate-ice-supersaturated-layer', 'clouds')],
  seo: {
    metaTitle: 'Contrails and Climate: Why Aircraft Trails Matter',
    metaDescription:
      'How aircraft contrails form, why some persist and spread into cirrus clouds that warm the planet, and how small changes in altitude could avoid most of them.',
    keywords:
      'contrails, climate change, aviation, cirrus, non-CO2 effects, contrail avoidance, flight planning',
  },
  body: `On a clear day, look up near a busy flight corridor and you may see the sky criss-crossed with white lines. Some fade almost as soon as they appear. Others linger for hours and slowly spread into thin, milky sheets. These **condensation trails**, or contrails, are clouds made by aircraft, and scientists now believe they matter for the climate far more than their fleeting appearance suggests.

## How a contrail forms

A jet engine burns kerosene and produces hot exhaust that contains water vapour, along with tiny soot particles. At cruising altitude, the surrounding air is extremely cold, often below −40 °C. When the hot, humid exhaust mixes with it, the water vapour condenses and freezes onto the particles, forming countless **ice crystals**. It is the same thing that happens when you see your breath on a winter morning, on a much larger scale.

Whether the trail lasts depends on the air around it:

- In **dry air**, the ice crystals quickly evaporate and the contrail is short, sometimes just a few plane-lengths long.
- In air that is **ice-supersaturated**, meaning it holds more moisture than it could as ice, the crystals survive and can even grow by pulling water from the surroundings. The contrail persists and can spread for hours, turning into cirrus-like cloud that may cover large areas.

## Why they warm the planet

Clouds both cool and warm the Earth. They reflect sunlight back to space during the day, but they also trap heat radiated from the ground, especially at night. For thin, high ice clouds like spreading contrails, the trapping effect usually wins, so on balance they **warm** the planet.

Studies suggest that the warming from contrail cirrus could be comparable in size to the warming caused by all the carbon dioxide aviation has ever emitted, although the uncertainty is large. The two effects behave very differently:

1. Carbon dioxide stays in the atmosphere for centuries, so its effect accumulates.
2. A contrail's effect lasts only hours, so reducing contrails has an *immediate* benefit.

## A small number of flights cause most of the effect

Ice-supersaturated regions tend to be thin layers, often only a few hundred metres deep, and they cover a limited part of the sky. Research indicates that **a small share of flights**, perhaps a few per cent to a tenth, produce most of the warming from contrails. Night flights and winter flights tend to matter more, because there is no sunlight to reflect.

![An aircraft flying below a humid layer to avoid making a long contrail](image:contrails-and-climate-ice-supersaturated-layer)

This opens a tantalising possibility. If forecasters can predict where these humid layers are, flights could be planned to pass just above or below them, often with a change of altitude of only a couple of thousand feet.

## The trade-offs

Contrail avoidance is not free. A different altitude or route may burn a little more fuel and release more carbon dioxide, and weather models are not yet perfect at predicting humidity at cruise altitude. Trials by airlines working with researchers and technology companies have shown encouraging reductions in contrail formation for a modest increase in fuel use, and European air traffic managers have started experimenting with avoidance in live operations.

Other ideas include fuels with fewer aromatic compounds, such as some sustainable aviation fuels, which produce less soot and therefore fewer, larger ice crystals that make contrails less persistent.

## Looking up differently

Contrails remind us that aviation's effect on the climate is not only about carbon dioxide. *The next time you see a long, spreading trail*, you are looking at one of the most promising targets for quick climate action in flying: a problem that, unlike many others, could be greatly reduced within a few years with better forecasts and smarter flight planning.`,
};

export default article;
