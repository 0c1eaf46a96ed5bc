import { storyClip } from '../media/videos/clips';
import { wordlessPicture } from './pictures';
import type { ImageSpec, StoryPageSeed, StorySeed } from './types';

/**
 * Story pages are full-screen portrait pictures, like a phone held upright. The site shows the
 * story's title and the page's caption over them, so the picture itself carries no words.
 */
function picture(
  storySlug: string,
  page: number,
  motif: ImageSpec['motif'],
  caption: string,
): StoryPageSeed {
  return {
    media: { image: wordlessPicture(`story-${storySlug}-${page}`, motif, 1080, 1920) },
    caption,
  };
}

/** A clip from ../media/videos (see make-clips.sh there), described by what it shows. */
function clip(file: string, caption: string): StoryPageSeed {
  return { media: { video: { file, alt: storyClip(file).alt } }, caption };
}

export const stories: StorySeed[] = [
  {
    title: 'Countdown to Lift-off',
    slug: 'countdown-to-lift-off',
    description:
      'The last minutes before a rocket leaves the pad, from fuelling to the first metre of flight.',
    pages: [
      clip('launch-plume.mp4', 'The clock reaches zero and the rocket starts to climb.'),
      picture(
        'countdown-to-lift-off',
        2,
        'rocket',
        'Propellant loading ends: the tanks are topped up as super-cold fuel boils away.',
      ),
      picture(
        'countdown-to-lift-off',
        3,
        'radar',
        'Every console answers the launch director in turn: weather, range, vehicle, all must call "go".',
      ),
      picture(
        'countdown-to-lift-off',
        4,
        'rocket',
        'About a minute in, the rocket passes max-Q, the moment of greatest aerodynamic stress.',
      ),
    ],
  },
  {
    title: 'A Night Under the Deep Field',
    slug: 'a-night-under-the-deep-field',
    description:
      'How a space telescope turns a patch of apparently empty sky into thousands of galaxies.',
    pages: [
      clip('star-drift.mp4', 'Point a telescope at a tiny dark patch of sky and keep looking.'),
      picture(
        'a-night-under-the-deep-field',
        2,
        'stars',
        'Deep fields stack many hours of exposure so that faint, distant galaxies build up out of the dark.',
      ),
      picture(
        'a-night-under-the-deep-field',
        3,
        'stars',
        'The faintest smudges are so far away that their light set out billions of years ago.',
      ),
      picture(
        'a-night-under-the-deep-field',
        4,
        'stars',
        'The universe is expanding, so old starlight is stretched into the infrared, where Webb is built to see.',
      ),
      picture(
        'a-night-under-the-deep-field',
        5,
        'webb',
        'Webb works about 1.5 million km from Earth, near the L2 point, with its sunshield facing the Sun.',
      ),
    ],
  },
  {
    title: 'Window Seat: Climbing Through Cloud',
    slug: 'window-seat-climbing-through-cloud',
    description:
      'What you see from the window in the first ten minutes of a flight, and what the crew is doing.',
    pages: [
      clip(
        'cloud-climb.mp4',
        'Grey outside the window for a minute, then sunshine above the cloud tops.',
      ),
      picture(
        'window-seat-climbing-through-cloud',
        2,
        'runway',
        'At rotation speed the pilot raises the nose and the wings take the weight off the wheels.',
      ),
      picture(
        'window-seat-climbing-through-cloud',
        3,
        'clouds',
        'Inside cloud the crew flies by instruments alone; the view outside tells them nothing.',
      ),
      picture(
        'window-seat-climbing-through-cloud',
        4,
        'wing',
        'Flaps come up as speed builds, and the wing is "clean" for the rest of the climb.',
      ),
    ],
  },
  {
    title: 'How a Runway Gets Its Number',
    slug: 'how-a-runway-gets-its-number',
    description: 'The big white numbers at the end of every runway are a compass heading, rounded.',
    pages: [
      picture(
        'how-a-runway-gets-its-number',
        1,
        'runway',
        'Runway 27 points west: its magnetic heading is about 270 degrees, divided by ten.',
      ),
      picture(
        'how-a-runway-gets-its-number',
        2,
        'runway',
        'The same strip of tarmac is 09 from the other end: the two numbers always differ by 18.',
      ),
      picture(
        'how-a-runway-gets-its-number',
        3,
        'runway',
        'Parallel runways add a letter: L for left, C for centre, R for right, as a pilot sees them.',
      ),
      picture(
        'how-a-runway-gets-its-number',
        4,
        'radar',
        "Earth's magnetic field slowly shifts, so airports now and then repaint a runway with a new number.",
      ),
    ],
  },
  {
    title: 'Saturn in Five Facts',
    slug: 'saturn-in-five-facts',
    description: 'A short tour of the ringed planet, from its ice rings to its many moons.',
    pages: [
      picture(
        'saturn-in-five-facts',
        1,
        'saturn',
        'Saturn is the sixth planet from the Sun and the second largest, after Jupiter.',
      ),
      picture(
        'saturn-in-five-facts',
        2,
        'saturn',
        'The rings are mostly water ice, from dust-sized grains to boulders, yet in most places only about ten metres thick.',
      ),
      picture(
        'saturn-in-five-facts',
        3,
        'saturn',
        "Saturn's average density is lower than water's: a planet made mostly of hydrogen and helium.",
      ),
      picture(
        'saturn-in-five-facts',
        4,
        'saturn',
        'Its largest moon, Titan, has a thick atmosphere and lakes of liquid methane and ethane.',
      ),
      picture(
        'saturn-in-five-facts',
        5,
        'saturn',
        'The Cassini spacecraft orbited Saturn from 2004 until 2017, when it dived into the planet on purpose.',
      ),
    ],
  },
  {
    title: 'Inside a Radar Room',
    slug: 'inside-a-radar-room',
    description: 'How air traffic controllers keep aircraft apart, told in four screens.',
    pages: [
      picture(
        'inside-a-radar-room',
        1,
        'radar',
        'Each blip is an aircraft; its label shows callsign, altitude and ground speed.',
      ),
      picture(
        'inside-a-radar-room',
        2,
        'radar',
        'Primary radar sees reflections; secondary radar asks each transponder who it is and how high it flies.',
      ),
      picture(
        'inside-a-radar-room',
        3,
        'runway',
        'On final approach, controllers keep aircraft a few miles apart so wake turbulence can fade.',
      ),
      picture(
        'inside-a-radar-room',
        4,
        'radar',
        'Weather returns show storms too, and controllers route traffic around the worst cells.',
      ),
    ],
  },
  {
    title: 'Why Winglets Curl Up',
    slug: 'why-winglets-curl-up',
    description:
      'The small upturned tips on airliner wings save fuel on every flight. Here is how.',
    pages: [
      picture(
        'why-winglets-curl-up',
        1,
        'wing',
        'Look out of the window and you may see the wing tip bend sharply upwards.',
      ),
      picture(
        'why-winglets-curl-up',
        2,
        'wing',
        'Air spills around the tip from the high-pressure underside, leaving a spinning vortex behind.',
      ),
      picture(
        'why-winglets-curl-up',
        3,
        'wing',
        'A winglet weakens that vortex, cutting induced drag, so the engines need a little less thrust.',
      ),
      picture(
        'why-winglets-curl-up',
        4,
        'runway',
        'A few per cent of fuel, saved on thousands of flights a day, adds up to a lot.',
      ),
    ],
  },
  {
    title: 'Sixteen Sunrises a Day',
    slug: 'sixteen-sunrises-a-day',
    description: 'One day aboard the International Space Station, orbit by orbit.',
    pages: [
      picture(
        'sixteen-sunrises-a-day',
        1,
        'orbit',
        'The station goes around Earth about every 90 minutes, about 400 km up.',
      ),
      picture(
        'sixteen-sunrises-a-day',
        2,
        'station',
        'So the crew sees around sixteen sunrises and sixteen sunsets in every 24 hours.',
      ),
      picture(
        'sixteen-sunrises-a-day',
        3,
        'station',
        'To keep a rhythm, the station runs on UTC, with fixed times to work, exercise and sleep.',
      ),
      picture(
        'sixteen-sunrises-a-day',
        4,
        'station',
        'Astronauts exercise about two hours a day to slow the bone and muscle loss of weightlessness.',
      ),
      picture(
        'sixteen-sunrises-a-day',
        5,
        'stars',
        'Sleep happens in a small crew cabin, in a sleeping bag tied to the wall.',
      ),
    ],
  },
  {
    title: 'Mars in Miniature',
    slug: 'mars-in-miniature',
    description:
      'Three robots, one red planet: what rovers and a helicopter found at Jezero Crater.',
    pages: [
      picture(
        'mars-in-miniature',
        1,
        'mars',
        'Perseverance landed in Jezero Crater in 2021, where a river delta once ran into a lake.',
      ),
      picture(
        'mars-in-miniature',
        2,
        'mars',
        'A rocket-powered sky crane lowered the rover on cables, then flew away to crash at a safe distance.',
      ),
      picture(
        'mars-in-miniature',
        3,
        'mars',
        'The Ingenuity helicopter proved flight was possible in air about 1% as dense as at sea level on Earth.',
      ),
    ],
  },
];
