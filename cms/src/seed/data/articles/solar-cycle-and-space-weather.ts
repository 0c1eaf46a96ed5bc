import { featurePicture, inlinePicture } from '../pictures';
import type { ArticleSeed } from '../types';

const article: ArticleSeed = {
  title: 'Stormy Sun: How Space Weather Affects Satellites, Flights and Power Grids',
  slug: 'solar-cycle-and-space-weather',
  description:
    'The Sun goes through an eleven-year cycle of activity. Its flares and eruptions can disrupt radio, satellites and navigation, and even reroute flights over the poles.',
  category: 'astronomy',
  author: 'kwame-mensah',
  tags: ['solar-system', 'satellites', 'weather', 'nasa', 'commercial-aviation'],
  publishedAt: '2026-08-10T07:25:00.000Z',
  featureImage: featurePicture('solar-cycle-and-space-weather', 'sun'),
  images: [inlinePicture('solar-cycle-and-space-weather-magnetosphere', 'orbit')],
  seo: {
    metaTitle: 'Space Weather: How the Sun Affects Satellites and Flights',
    metaDescription:
      'What the solar cycle is, how flares and coronal mass ejections cause geomagnetic storms, and how they affect satellites, GPS, aviation and power grids.',
    keywords:
      'space weather, solar cycle, solar flare, coronal mass ejection, geomagnetic storm, aurora, satellites',
  },
  body: `In May 2024, people as far south as Mexico and northern India looked up and saw the **northern lights**. Skies over Europe glowed pink and green. The cause was a powerful *geomagnetic storm*, the strongest in about two decades, triggered by a series of eruptions from the Sun. Beautiful as it was, the same kind of event can disrupt technology we rely on every day.

## The solar cycle

The Sun's activity rises and falls over a cycle of roughly **eleven years**. At solar minimum, the surface is calm with few or no sunspots. At solar maximum, sunspots are numerous and eruptions are frequent. Sunspots are regions of intense, tangled magnetic field, and the energy stored in those fields drives space weather.

Scientists have numbered the cycles since the mid-eighteenth century. The current one, **Solar Cycle 25**, began in late 2019. NASA and NOAA announced in October 2024 that the Sun had entered its maximum period, and activity is expected to remain elevated for some time as it declines.

## What the Sun throws at us

Space weather comes in several forms:

- **Solar flares** are sudden bursts of radiation, including X-rays, that reach Earth in about eight minutes. They can black out high-frequency radio on the sunlit side of the planet.
- **Solar energetic particles** are protons and other particles accelerated to very high speeds, arriving within minutes to hours. They pose a radiation risk to astronauts and to electronics on satellites.
- **Coronal mass ejections** (CMEs) are vast clouds of magnetised plasma blasted into space. They usually take one to three days to reach Earth. When their magnetic field is oriented the right way, they can shake Earth's magnetic field and cause a geomagnetic storm.

![Charged particles from the Sun meeting Earth's magnetic field](image:solar-cycle-and-space-weather-magnetosphere)

## Effects on technology

Earth's magnetic field and atmosphere protect us on the ground from the direct effects. But technology is more vulnerable:

1. **Satellites.** Storms heat and expand the upper atmosphere, increasing drag on satellites in low orbit. In February 2022, a modest storm caused dozens of newly launched Starlink satellites to re-enter before they could raise their orbits. Charged particles can also damage electronics and solar panels.
2. **Navigation.** Disturbances in the ionosphere degrade satellite navigation signals, reducing accuracy. This matters for precision farming, surveying, drilling and aviation.
3. **Power grids.** Rapid changes in the magnetic field induce currents in long power lines, which can overload transformers. In March 1989, a storm caused a blackout across the Canadian province of Quebec lasting about nine hours.
4. **Radio.** Airlines, ships and emergency services using high-frequency radio can lose contact during strong events.

## Flying through a storm

Aviation pays particular attention to space weather. Aircraft on **polar routes**, such as those between North America and Asia, rely on high-frequency radio and satellite communications that can be disrupted near the poles. During strong events, airlines may reroute flights to lower latitudes, adding time and fuel.

Radiation is also a consideration. At cruise altitude, aircrew already receive more cosmic radiation than people on the ground, and a large solar particle event can increase the dose on high-latitude flights. Airlines and regulators use space-weather alerts to decide when to lower altitudes or avoid polar regions.

## Forecasting the Sun

Space-weather forecasting has become an operational service, much like its terrestrial equivalent. Spacecraft at the Sun–Earth L1 point, about 1.5 million kilometres towards the Sun, measure the incoming solar wind and give roughly 15 to 60 minutes' warning of a storm's arrival. Solar observatories watch for eruptions days in advance.

The largest storm on record, the **Carrington Event** of 1859, set telegraph lines sparking. A storm of that size today would test our infrastructure severely. That is why understanding the Sun is not only a matter of scientific curiosity, but of protecting a *technological society*.`,
};

export default article;
