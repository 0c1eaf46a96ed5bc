import { wordlessPicture } from './pictures';
import type { PublisherSeed } from './types';
import { company } from './company';

/** The person shown on /user-profile as the author behind "Apogee Editorial". */
export const publisher: PublisherSeed = {
  name: 'Maya Lindqvist',
  // Shown beside her name on the profile page, so it does not write the name again.
  picture: wordlessPicture('publisher-maya-lindqvist', 'orbit', 800, 800),
  bio: `
**Maya Lindqvist** is the founder and editor of Apogee. She trained as an aerospace engineer and
spent twelve years on aircraft structures and flight-test programmes, where she learned that the
most important part of any test is explaining clearly what it showed.

She started Apogee as a small newsletter answering friends' questions about the aviation and space
news of the week. Today she leads the editorial team, edits every issue of the monthly magazine
and still writes about the engineering behind flight, from wing design to reusable rockets.

Away from the desk she flies gliders, keeps a small telescope in the garden and is slowly
restoring a vintage radio. She reads every message sent to the editors.
`.trim(),
  contactEmail: company.publisherEmail,
};
