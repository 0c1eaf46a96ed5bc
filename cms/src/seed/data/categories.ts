import type { CategorySeed } from './types';

/**
 * The sections of the site. "Other" holds articles that fit nowhere else; the sidebar and the
 * sitemap hide the category named "other" (in any case), so its name must stay that word.
 */
export const categories: CategorySeed[] = [
  {
    name: 'Aviation',
    slug: 'aviation',
    description:
      'How aircraft fly and how airlines operate them: engines, aerodynamics, routes, weather and the people in the cockpit.',
  },
  {
    name: 'Spaceflight',
    slug: 'spaceflight',
    description:
      'Rockets, spacecraft and the crews and robots they carry, from low Earth orbit to the Moon and Mars.',
  },
  {
    name: 'Astronomy',
    slug: 'astronomy',
    description:
      'What telescopes and probes tell us about the Sun, the planets, other stars and the distant universe.',
  },
  {
    name: 'Aerospace Engineering',
    slug: 'aerospace-engineering',
    description:
      'The engineering behind flight: control systems, new fuels, electric propulsion, icing protection and autonomous aircraft.',
  },
  {
    name: 'Air Traffic & Safety',
    slug: 'air-traffic-safety',
    description:
      'How the sky is kept orderly and safe: air traffic control, surveillance, flight recorders, weather and hazards.',
  },
  {
    name: 'History',
    slug: 'history',
    description:
      'The milestones, machines and people that shaped aviation and space exploration, and what they still teach us.',
  },
  {
    name: 'Other',
    slug: 'other',
    description: 'Articles that sit outside the main sections of the site.',
  },
];
