import { describePicture } from '../media/motif-scenes';
import type { ImageSpec, MagazineSeed } from './types';

interface IssueDraft {
  month: string;
  year: number;
  theme: string;
  /** ISO date: the first day of the issue's month. */
  issueDate: string;
  motif: ImageSpec['motif'];
  tags: string[];
  description: string;
}

/**
 * Every issue is built the same way, so slugs and covers can never drift apart. The issues set
 * no reader or purchase link: the seed writes each one's PDF (../issue-pdf.ts), which readers
 * read on the site, and there is no real shop to link to.
 */
function issue(draft: IssueDraft): MagazineSeed {
  const slug = `apogee-${draft.month.toLowerCase()}-${draft.year}`;
  return {
    title: `Apogee — ${draft.month} ${draft.year}: ${draft.theme}`,
    slug,
    issueDate: draft.issueDate,
    // The one kind of picture with words on it: a cover is a cover, and readers know an issue by
    // the theme and date printed on its front. The site sets the issue's title beneath or beside
    // the cover, never over it, so these words collide with nothing.
    cover: {
      key: `magazine-${slug}-cover`,
      title: draft.theme,
      subtitle: `Apogee · ${draft.month} ${draft.year}`,
      alt: describePicture(draft.motif, 'Magazine cover', draft.theme),
      motif: draft.motif,
      width: 1200,
      height: 1600,
    },
    description: draft.description.trim(),
    tags: draft.tags,
  };
}

/** Monthly issues, newest first. */
export const magazines: MagazineSeed[] = [
  issue({
    month: 'November',
    year: 2026,
    theme: 'Winter Operations',
    issueDate: '2026-11-01',
    motif: 'clouds',
    tags: ['weather', 'flight-safety', 'commercial-aviation'],
    description: `
## Flying through the cold season

Winter tests every part of an airline's operation. This issue follows a night shift on a busy
de-icing pad, where crews spray heated **Type I** fluid to remove snow and ice, then a thicker
**Type IV** fluid that keeps wings clean until take-off. We explain *holdover time* tables and why
a pilot may return to the pad when snow keeps falling.

Inside you will also find:

- how runway friction is measured and reported to crews,
- what icing conditions do to wings, propellers and engine inlets,
- a meteorologist's guide to freezing drizzle, the forecast pilots dread most,
- a photo essay from a mountain airport that stays open all winter.

We close with a look at how airports plan snow clearing so that a runway is never closed for
longer than it must be.
`,
  }),
  issue({
    month: 'October',
    year: 2026,
    theme: 'The Moon, Again',
    issueDate: '2026-10-01',
    motif: 'moon',
    tags: ['artemis', 'moon', 'nasa'],
    description: `
## Why the Moon is back on the agenda

More than half a century after the last Apollo crew left the lunar surface, NASA's **Artemis**
programme aims to return people there, this time with international partners and the goal of
staying longer. This issue explains the hardware: the Space Launch System, the Orion capsule and
its European-built service module, and the planned *Gateway* station in lunar orbit.

In this issue:

- a plain-language guide to the lunar south pole and why water ice there matters,
- the crew of Artemis II, the first crewed Orion flight, and the free-return trajectory it follows,
- what the uncrewed Artemis I flight of 2022 taught engineers about Orion's heat shield,
- the commercial landers competing to carry cargo and, later, astronauts to the surface.

A fold-out poster maps every landing site from Apollo 11 to the regions now under study.
`,
  }),
  issue({
    month: 'September',
    year: 2026,
    theme: 'Engines of Change',
    issueDate: '2026-09-01',
    motif: 'wing',
    tags: ['jet-engines', 'sustainability', 'commercial-aviation'],
    description: `
## Inside the next generation of jet engines

Modern airliners burn far less fuel per seat than those of the 1970s, and most of that progress
came from the engines. This issue opens the cowling on the **high-bypass turbofan** and asks how
much further the design can go.

Features in this issue:

- the geared turbofan, where a gearbox lets the fan turn slower than the turbine that drives it,
- open-fan concepts that drop the nacelle altogether to reach even higher bypass ratios,
- sustainable aviation fuel: where it comes from, and why today's rules cap blends at 50 per cent,
- hydrogen combustion and fuel cells, and the storage problem both must solve.

We also visit an engine test cell to watch a *bird-strike* and *blade-off* test, the trials an
engine must survive before it can be certified.
`,
  }),
  issue({
    month: 'August',
    year: 2026,
    theme: 'Eyes on the Universe',
    issueDate: '2026-08-01',
    motif: 'webb',
    tags: ['telescopes', 'exoplanets', 'nasa'],
    description: `
## The great observatories

The **James Webb Space Telescope** has been observing from the Sun–Earth L2 point since 2022,
looking at the infrared light of the first galaxies with a 6.5-metre mirror made of 18 gold-coated
segments. This issue explains what Webb sees that Hubble cannot, and why it needs a sunshield the
size of a tennis court.

Also inside:

- Hubble at 36: how a telescope launched in 1990 keeps producing science,
- the Nancy Grace Roman Space Telescope and its field of view about a hundred times larger than Hubble's,
- how astronomers read an exoplanet's atmosphere from starlight filtered through it,
- a beginner's guide to false-colour images and what the colours really mean.

Our centre spread reproduces a deep field and labels the oldest galaxies in it.
`,
  }),
  issue({
    month: 'July',
    year: 2026,
    theme: 'Red Planet Dispatch',
    issueDate: '2026-07-01',
    motif: 'mars',
    tags: ['mars', 'nasa', 'solar-system'],
    description: `
## Five years of Perseverance

NASA's **Perseverance** rover landed in Jezero Crater in February 2021, at the edge of what was
once a river delta. Since then it has been drilling rock cores and sealing them in tubes for a
possible future return to Earth. This issue follows the rover's route and what its samples may
tell us about ancient Mars.

In this issue:

- the story of *Ingenuity*, the small helicopter that made 72 flights in the thin Martian air,
- how a landing on Mars is flown automatically during the "seven minutes of terror",
- the radio delay between Earth and Mars and why rovers must drive themselves,
- what dust storms do to solar-powered and nuclear-powered missions.

We end with the orbiters that relay almost every picture a rover sends home.
`,
  }),
  issue({
    month: 'June',
    year: 2026,
    theme: 'Airshow Season',
    issueDate: '2026-06-01',
    motif: 'runway',
    tags: ['military-aviation', 'pilots', 'commercial-aviation'],
    description: `
## Before the crowds arrive

Summer is airshow season, and July brings the **Farnborough International Airshow**, where
manufacturers announce orders and air forces show their newest aircraft. This issue is a visitor's
companion to the season.

Inside:

- the big manufacturers' order books, and why a headline order can take a decade to deliver,
- how display pilots build and rehearse a routine, and the safety rules every display follows,
- the aerobatic teams: how formation flying keeps aircraft metres apart at speed,
- a guide to photographing fast jets, from shutter speeds to the best spot by the runway.

We also look at the history of the great European shows and the aircraft that made their names
there, from prototypes flown for the first time in public to record-setting displays.
`,
  }),
  issue({
    month: 'May',
    year: 2026,
    theme: 'Life in Low Earth Orbit',
    issueDate: '2026-05-01',
    motif: 'station',
    tags: ['iss', 'nasa', 'satellites'],
    description: `
## A quarter-century aboard the station

The **International Space Station** has been crewed without a break since November 2000. It
circles Earth about every 90 minutes at around 400 kilometres, so its crews see sixteen sunrises a
day. This issue asks what daily life there is really like.

Inside:

- how astronauts sleep, eat and exercise to limit bone and muscle loss in weightlessness,
- recycling water: how the station turns sweat and urine back into drinking water,
- a tour of the laboratories and the experiments that only work without gravity,
- plans to retire the station around 2030 and the commercial stations meant to follow it.

Our interview section hears from flight controllers who look after the station around the clock
from the ground.
`,
  }),
  issue({
    month: 'April',
    year: 2026,
    theme: 'Electric Skies',
    issueDate: '2026-04-01',
    motif: 'clouds',
    tags: ['electric-flight', 'sustainability', 'drones'],
    description: `
## Can batteries lift aviation?

Electric flight is real today in small aircraft: the Pipistrel Velis Electro became the first
electric aeroplane to receive a full type certificate from EASA in 2020. Larger aircraft are a
harder problem, because even the best batteries store far less energy per kilogram than jet fuel.

This issue looks at:

- **eVTOL** air taxis and the certification path they must follow before carrying passengers,
- hybrid-electric designs that pair a small engine with batteries for take-off,
- hydrogen as a fuel, burned or used in fuel cells, and the airport changes it would need,
- the training schools already flying electric trainers on short circuits.

A data page compares the energy density of batteries, kerosene and hydrogen, and explains what
those numbers mean for range.
`,
  }),
  issue({
    month: 'March',
    year: 2026,
    theme: 'Reusable Rockets',
    issueDate: '2026-03-01',
    motif: 'landing',
    tags: ['rockets', 'spacex', 'propulsion'],
    description: `
## Landing is the new launch

In December 2015 a Falcon 9 first stage flew back and landed upright at Cape Canaveral after
sending satellites on their way. Booster landings have since become routine, and reuse has changed
the economics of reaching orbit.

In this issue:

- how a booster steers back with cold-gas thrusters, grid fins and a final landing burn,
- **Starship** and its Super Heavy booster, built from stainless steel and caught by the arms of
  its launch tower,
- the other reusable launchers in development, and why reusing an upper stage is harder still,
- what refurbishing a used booster involves between flights.

A diagram traces a full mission profile from lift-off to landing, with the timing of each burn.
`,
  }),
  issue({
    month: 'February',
    year: 2026,
    theme: 'Satellites Everywhere',
    issueDate: '2026-02-01',
    motif: 'orbit',
    tags: ['satellites', 'weather', 'space-debris'],
    description: `
## The hidden infrastructure above us

You use satellites every day without noticing: for navigation, weather forecasts, television and,
more and more, internet access. This issue maps the orbits they use and the work they do.

Inside:

- **geostationary orbit**, 35,786 kilometres up, where a satellite keeps pace with Earth's rotation,
- how GPS and Galileo receivers work out a position from the timing of signals from several satellites,
- weather satellites and the cloud pictures behind every forecast,
- large low-orbit constellations, and the concerns astronomers raise about bright trails in their images.

We finish with space debris: how many objects are tracked, how operators dodge them, and the
rules that ask satellites to leave orbit when their missions end.
`,
  }),
  issue({
    month: 'January',
    year: 2026,
    theme: 'Flight Deck Safety',
    issueDate: '2026-01-01',
    motif: 'runway',
    tags: ['flight-safety', 'commercial-aviation', 'pilots', 'aviation-history'],
    description: `
## Why flying became so safe

Commercial aviation is one of the safest ways to travel, and that record was built accident by
accident, through investigation and shared lessons. This issue explains how the system learns.

In this issue:

- **crew resource management**, the training that grew from accident studies in the late 1970s and
  taught crews to speak up and share the workload,
- the flight data recorder and cockpit voice recorder: what they store and how investigators read them,
- confidential reporting schemes that let pilots and engineers report mistakes without blame,
- how simulators let crews rehearse failures that are too dangerous to practise in the air.

A timeline sets out the safety rules that followed major accidents and the technology that made
each one possible.
`,
  }),
  issue({
    month: 'December',
    year: 2025,
    theme: 'Night Sky Guide',
    issueDate: '2025-12-01',
    motif: 'stars',
    tags: ['moon', 'solar-system'],
    description: `
## A year of looking up

Our annual sky guide tells you what to watch for in the coming twelve months, whether you own a
telescope or only a pair of binoculars. December opens with the **Geminids**, one of the richest
meteor showers of the year, which peaks in mid-month.

Inside:

- the total solar eclipse of 12 August 2026, whose path crosses Greenland, Iceland and northern Spain,
- how to find the planets without a chart, and why they do not twinkle like stars,
- the phases of the Moon, and the best nights to see craters along the terminator,
- a safe way to watch the Sun, and why ordinary sunglasses are never enough.

Month-by-month star maps for the northern hemisphere close the issue.
`,
  }),
  issue({
    month: 'November',
    year: 2025,
    theme: 'Pioneers',
    issueDate: '2025-11-01',
    motif: 'biplane',
    tags: ['aviation-history', 'space-history', 'nasa'],
    description: `
## The people who went first

On 17 December 1903 Orville Wright flew the Wright Flyer for 12 seconds over the sands near Kitty
Hawk, North Carolina. Less than 66 years later, Apollo 11 landed on the Moon. This issue tells
the stories of the pioneers who filled the years between.

Inside:

- the Wright brothers' wind tunnel, and why their real breakthrough was control rather than power,
- Amelia Earhart's solo Atlantic crossing of 1932,
- the rocket experiments of Robert Goddard and the first liquid-fuelled launch in 1926,
- the women mathematicians whose calculations guided early American spaceflight.

Each profile ends with a place you can visit today to see the aircraft or spacecraft involved.
`,
  }),
  issue({
    month: 'October',
    year: 2025,
    theme: 'Drones at Work',
    issueDate: '2025-10-01',
    motif: 'drone',
    tags: ['drones', 'flight-safety', 'military-aviation'],
    description: `
## Small aircraft, big jobs

Uncrewed aircraft now inspect wind turbines, survey farmland, map building sites and deliver
medical supplies. This issue looks at the work drones do and the rules that keep them apart from
crewed aircraft.

In this issue:

- why most countries cap ordinary drone flights at about **120 metres** above the ground,
- geofencing and remote identification, and how they help keep drones away from airports,
- beyond-visual-line-of-sight flying and the detect-and-avoid systems it depends on,
- how search-and-rescue teams use thermal cameras to find people at night.

We also explain how a multirotor stays level: four or more fixed propellers, with the flight
controller changing their speeds many times a second.
`,
  }),
  issue({
    month: 'September',
    year: 2025,
    theme: 'Supersonic Returns?',
    issueDate: '2025-09-01',
    motif: 'supersonic',
    tags: ['aviation-history', 'nasa', 'commercial-aviation'],
    description: `
## After Concorde

Concorde first flew in 1969 and carried passengers across the Atlantic in about three and a half
hours until its retirement in 2003. Since then, no airliner has flown faster than sound. This
issue asks whether that is about to change.

Inside:

- why the **sonic boom** led many countries to ban supersonic flight over land,
- NASA's X-59, shaped to turn the boom into a quiet thump, and the community tests planned for it,
- the XB-1 demonstrator, which went supersonic in January 2025, and the airliner its makers plan,
- the fuel-burn and noise challenges any new supersonic airliner must meet.

Our archive pages remember Concorde's engineering: droop nose, afterburning Olympus engines and
an airframe that grew longer in flight as it heated.
`,
  }),
];
