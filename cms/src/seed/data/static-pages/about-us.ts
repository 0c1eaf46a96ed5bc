import { wordlessPicture } from '../pictures';
import type { PageSeed } from '../types';

export const aboutUs: PageSeed = {
  title: 'About Us',
  slug: 'about-us',
  images: [
    wordlessPicture('page-about-us-mission', 'orbit', 1600, 900),
    wordlessPicture('page-about-us-founder', 'wing', 1600, 900),
  ],
  body: `
Apogee is an independent publication about flight, in the air and beyond it. We write for
people who look up when an aircraft passes overhead, who stay up for a launch broadcast, or who
simply want to know how the machines that carry us actually work.

## Our Mission

Aviation and spaceflight are among the most remarkable things people have ever built, yet the
news about them is often either too technical to follow or too shallow to trust. Our mission is to
close that gap: to explain aerospace clearly, accurately and without hype, so that any curious
reader can understand what is happening and why it matters.

![Orbit lines circling a glowing star above the curve of a blue planet](image:page-about-us-mission)

We believe good explanation respects the reader. That means checking facts against primary
sources, saying plainly when something is uncertain, and correcting our mistakes in public. It
also means resisting the temptation to call every test flight a revolution. Real progress in
aerospace is usually slower, and more interesting, than the headlines suggest.

## What We Offer

Everything on Apogee is free to read, and most of it is written to last:

- **Articles** that explain how things work, from the physics of lift to the engine cycles of
  modern rockets, alongside features on the people and history of flight.
- **A monthly magazine**, readable online in full, with a printed edition for those who prefer
  paper. Each issue explores one theme in depth.
- **Visual stories**: short, swipeable sequences of pictures and clips that tell one idea in a
  minute or two.
- **A knowledge quiz** on aviation, spaceflight, astronomy, engineering, meteorology and history,
  with a personal score dashboard and a history of your answers when you create a free account.
- **A newsletter** that brings the best of each month to your inbox, and that you can leave with a
  single click.

Readers can comment on articles and send us their own stories. We read everything, and some of
our best ideas have come from readers' questions.

## Our Founder

Apogee was founded by Maya Lindqvist, an aerospace engineer who spent twelve years working on
aircraft structures and flight-test programmes before turning to writing. During those years she
noticed how often friends and family asked her to explain the news: why an aircraft type was
grounded, what a launch had actually achieved, whether a bold announcement was realistic.

![A swept wing against an evening sky](image:page-about-us-founder)

Those conversations became a newsletter, the newsletter became a small team, and the team became
Apogee Media Ltd. Maya still edits every issue of the magazine and holds the team to the standard
she set at the start: if we cannot explain something clearly, we have not understood it well
enough yet. You can reach the editorial team at any time through our contact page.
`.trim(),
};
