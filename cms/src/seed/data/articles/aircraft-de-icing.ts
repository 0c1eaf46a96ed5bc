import { featurePicture, inlinePicture } from '../pictures';
import type { ArticleSeed } from '../types';

const article: ArticleSeed = {
  title: 'Why Your Flight Gets a Hot Shower in Winter: De-icing and Anti-icing Explained',
  slug: 'aircraft-de-icing',
  description:
    'Even a thin layer of frost can dangerously reduce a wing’s lift. How airlines clean aircraft on the ground, and how aircraft protect themselves in icing clouds.',
  category: 'aerospace-engineering',
  tags: ['flight-safety', 'weather', 'commercial-aviation', 'aerodynamics'],
  publishedAt: '2026-01-26T07:15:00.000Z',
  featureImage: featurePicture('aircraft-de-icing', 'runway'),
  images: [inlinePicture('aircraft-de-icing-ice-on-wing', 'wing')],
  seo: {
    metaTitle: 'Aircraft De-icing and Anti-icing, Explained',
    metaDescription:
      'Why ice on wings is dangerous, how ground de-icing fluids and holdover times work, and how aircraft keep wings and engines clear of ice in flight.',
    keywords:
      'aircraft de-icing, anti-icing, holdover time, glycol, icing, wing ice, winter operations',
  },
  body: `If you have flown on a cold winter morning, you may have watched from your window as a truck with a long boom drenched the wing in steaming orange or green liquid. That is **de-icing**, and it is one of the most important safety steps in winter aviation.

## Why a little ice matters so much

A wing produces lift by guiding air smoothly over its carefully shaped surface. Ice, frost or snow changes that shape and roughens the surface.

![Ice on a wing's leading edge disturbing the airflow](image:aircraft-de-icing-ice-on-wing)

Research has shown that frost with the roughness of *medium sandpaper* on the upper surface of a wing can cut its lift by as much as 30 per cent, add a great deal of drag and make it stall at a lower angle than the pilots expect. Ice also adds weight and drag and can jam control surfaces. Several serious accidents in the past were caused by attempts to take off with contaminated wings.

That is why aviation follows the **clean aircraft concept**: no take-off is allowed with frost, ice or snow adhering to the wings, control surfaces or other critical parts, apart from a few tightly specified exceptions.

## On the ground: de-icing and anti-icing

Ground treatment usually comes in two steps, often done in a single visit to a de-icing pad:

1. **De-icing** removes what is already there. Crews spray a heated mixture of glycol and water, known as *Type I* fluid, usually dyed orange. The heat and pressure melt and wash off the ice.
2. **Anti-icing** keeps it from coming back. A thicker fluid, *Type II* or *Type IV*, often dyed green, is applied to clean surfaces. It forms a gel-like layer that absorbs falling snow or freezing drizzle and stops it from bonding to the wing.

Anti-icing fluids are designed to thin out and flow off the wing as the aircraft accelerates down the runway, leaving a clean surface by the time it lifts off.

## Holdover time

No fluid protects forever. The **holdover time** is how long a fluid is expected to keep the wing clean, and it depends on the type of fluid, its concentration, the temperature and the type and intensity of precipitation. In heavy snow it may be only a few minutes.

If the holdover time runs out before take-off, for example because of a long queue, pilots must check the wings, often from inside the cabin, and may need to return for another treatment. That is why winter departures sometimes involve frustrating waits.

## In flight: ice protection systems

Ice can also form in flight when an aircraft passes through clouds containing *supercooled* water droplets: water that remains liquid below freezing and turns to ice the instant it strikes something. Aircraft use several systems to cope:

- **Thermal anti-ice:** many jets pipe hot air taken from the engines' compressors through the inside of the wing leading edges and engine intakes, keeping them warm enough that ice cannot form.
- **Electrical heating:** some newer aircraft use heating mats instead, saving the energy needed to bleed air from the engines. Probes, windshields and some propellers are also heated electrically.
- **Pneumatic boots:** turboprops and smaller aircraft often have rubber boots on the leading edges that inflate briefly to crack off accumulated ice.
- **Fluid systems:** some light aircraft ooze a glycol-based fluid through tiny holes in the leading edge.

## Dangerous droplets

Most ice protection systems are designed around small droplets that freeze right at the leading edge. **Supercooled large droplets**, such as freezing drizzle, can run back beyond the protected area before freezing, forming ridges where they cannot be removed. Certification rules have been extended to address this, and pilots are trained to leave such conditions quickly.

## A routine you can appreciate

De-icing can add time to a winter journey, and the fluids must be collected and treated to protect the environment. But the next time your flight pauses on the pad while the trucks move in, you can be reassured: *a clean wing is a wing that flies as designed*.`,
};

export default article;
