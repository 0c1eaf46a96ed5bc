import { portraitPicture } from './pictures';
import type { AuthorSeed } from './types';

/**
 * The site's writers, each with a drawn portrait. About half of the sample articles carry one
 * of their names (their beats: spaceflight, aviation, astronomy); the rest are house pieces,
 * signed with the site's author label.
 */
export const authors: AuthorSeed[] = [
  {
    name: 'Tomás Arriaga',
    slug: 'tomas-arriaga',
    jobTitle: 'Space correspondent',
    bio: 'Tomás covers launches, landers and the people who build them. Before joining Apogee he spent eight years as a propulsion test engineer, which is why his articles spend more time on valves than on countdowns. He lives near a launch site and still goes outside for every night launch.',
    picture: portraitPicture('author-tomas-arriaga', 'Tomás Arriaga'),
    links: {
      website: 'https://tomas-arriaga.example',
      mastodon: 'https://spacey.social.example/@tomas',
    },
  },
  {
    name: 'Ingrid Solberg',
    slug: 'ingrid-solberg',
    jobTitle: 'Aviation editor',
    bio: "Ingrid writes about aircraft design, airline operations and the history of flight. A former air traffic controller, she explains why things happen in the order they do, from pushback to touchdown. She edits the magazine's aviation pages and answers readers' questions about turbulence with patience.",
    picture: portraitPicture('author-ingrid-solberg', 'Ingrid Solberg'),
    links: {
      linkedin: 'https://www.linkedin.com/in/ingrid-solberg-example',
      bluesky: 'https://bsky.app/profile/ingrid-solberg.example',
    },
  },
  {
    name: 'Kwame Mensah',
    slug: 'kwame-mensah',
    jobTitle: 'Astronomy writer',
    bio: 'Kwame writes about telescopes, planets and the sky anyone can see from a back garden. He has built three telescopes, broken one, and keeps a log of every planet he has observed. His guides start with what you need tonight and end with where to read more.',
    picture: portraitPicture('author-kwame-mensah', 'Kwame Mensah'),
    links: {
      website: 'https://kwame-mensah.example',
      x: 'https://x.com/kwame_mensah_example',
    },
  },
];
