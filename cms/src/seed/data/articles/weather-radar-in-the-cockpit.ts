import { featurePicture, inlinePicture } from '../pictures';
import type { ArticleSeed } from '../types';

const article: ArticleSeed = {
  title: 'Seeing Storms Ahead: How Airborne Weather Radar Works',
  slug: 'weather-radar-in-the-cockpit',
  description:
    'Hidden in the nose of every airliner is a radar that paints rain and hail in green, yellow and red. Reading it well is a skill, because it cannot see everything.',
  category: 'air-traffic-safety',
  tags: ['weather', 'avionics', 'pilots', 'flight-safety'],
  publishedAt: '2026-02-09T12:50:00.000Z',
  featureImage: featurePicture('weather-radar-in-the-cockpit', 'radar'),
  images: [inlinePicture('weather-radar-in-the-cockpit-tilt', 'clouds')],
  seo: {
    metaTitle: 'How Airborne Weather Radar Helps Pilots Avoid Storms',
    metaDescription:
      'How the radar in an airliner’s nose detects rain and hail, what its colours mean, why tilt and attenuation matter, and what the radar simply cannot see.',
    keywords:
      'weather radar, airborne radar, thunderstorms, turbulence, windshear, pilots, avionics',
  },
  body: `Thunderstorms are among the greatest weather hazards to aircraft. Inside a mature storm cell there can be violent up- and downdraughts, severe turbulence, hail, lightning and icing. The basic rule in aviation is simple: **do not fly into them**. To follow it, pilots need to see storms, including those hidden inside layers of cloud or in the dark. That is the job of the airborne weather radar.

## Looking for water

Behind the pointed nose cone of an airliner, a flat antenna sweeps from side to side. It sends out pulses of microwave energy, typically in the *X band* at around 9 GHz, and listens for echoes.

The radar does not see clouds. It sees **water drops and hail**. The bigger and more numerous the drops, the stronger the echo. The display turns the strength of the return into colours:

- **green** for light precipitation;
- **yellow** for moderate precipitation;
- **red** for heavy precipitation;
- **magenta** on many systems for the most intense returns, often associated with hail and extreme turbulence.

Pilots generally give red and magenta areas a wide berth, often 20 nautical miles or more at cruise altitude, and avoid flying between closely spaced cells.

## Getting the tilt right

A crucial control is the **tilt**, the angle of the antenna above or below the horizon.

![A radar beam tilted down to scan the wettest part of a storm](image:weather-radar-in-the-cockpit-tilt)

The top of a thunderstorm is mostly made of ice crystals, which reflect radar energy poorly. The strongest returns come from the lower and middle parts of the storm, where there is liquid water. If the antenna is pointed too high, the radar may sweep over the dry top and show a weak return, or nothing at all, even though the aircraft is heading for a powerful storm.

Pilots therefore tilt the beam down to scan the wet part of the storm, and adjust it as they climb and descend. Modern radars make this easier with automatic tilt and **multiscan** modes, which combine several sweeps at different angles with a terrain database to filter out ground returns.

## Things the radar can hide

Weather radar is powerful but has important limitations:

1. **Attenuation.** Heavy rain absorbs radar energy. A strong cell close to the aircraft can hide another storm behind it. A black area behind a red one, sometimes called a *radar shadow*, should be treated as dangerous, not clear.
2. **Dry hazards.** Clear-air turbulence, such as that near the jet stream, has no water in it and is invisible to radar.
3. **High-altitude ice crystals.** Dense clouds of tiny ice crystals near storm tops can cause engine problems and faulty airspeed readings, but they reflect little radar energy.
4. **Range and resolution.** The beam widens with distance, so distant storms can appear blurred or merged.

## More than rain

Many radars add capabilities beyond a picture of precipitation:

- **Turbulence detection** uses the Doppler effect to measure how fast the water drops are moving towards or away from the aircraft. Large, rapid variations indicate turbulence, usually displayed in magenta. It only works where there is precipitation to measure.
- **Predictive windshear** looks ahead during take-off and landing for the outflow of a *microburst*, a powerful downdraught that spreads out near the ground, and warns the crew before the aircraft enters it.

## Part of a bigger picture

Pilots do not rely on onboard radar alone. Forecasts and briefings before the flight, satellite images and ground-based radar data sent to the cockpit, reports from other aircraft and advice from air traffic control all help to build a picture of the weather ahead.

The weather radar remains the crew's own *eyes in the dark*, and using it well, with the right tilt and a healthy respect for what it cannot show, is one of the quiet skills of a professional pilot.`,
};

export default article;
