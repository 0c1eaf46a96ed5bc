import { featurePicture, inlinePicture } from '../pictures';
import type { ArticleSeed } from '../types';

const article: ArticleSeed = {
  title: 'House Calls in Orbit: The Five Missions That Saved and Upgraded Hubble',
  slug: 'hubble-servicing-missions',
  description:
    'The Hubble Space Telescope was designed to be repaired by astronauts. Five Space Shuttle crews fixed its flawed mirror, replaced its instruments and kept it working for decades.',
  category: 'spaceflight',
  tags: ['telescopes', 'nasa', 'esa', 'space-history'],
  publishedAt: '2026-10-14T09:15:00.000Z',
  featureImage: featurePicture('hubble-servicing-missions', 'telescope'),
  images: [inlinePicture('hubble-servicing-missions-spherical-aberration', 'stars')],
  seo: {
    metaTitle: 'The Hubble Servicing Missions: How Astronauts Fixed It',
    metaDescription:
      'How five Space Shuttle servicing missions fixed Hubble’s flawed mirror, replaced instruments and gyroscopes, and kept the telescope at the cutting edge.',
    keywords:
      'Hubble Space Telescope, servicing missions, Space Shuttle, spherical aberration, COSTAR, NASA, ESA',
  },
  body: `When the **Hubble Space Telescope** was launched aboard the Space Shuttle *Discovery* on 24 April 1990, it was expected to produce the sharpest images of the universe ever taken. Within weeks, astronomers realised something was badly wrong. The images were blurred.

What saved Hubble was a decision made long before launch: unlike most spacecraft, it was designed to be **serviced by astronauts**. Its instruments slid into bays like drawers, its components had handles and standard fittings, and it orbited low enough for the Shuttle to reach it.

## A flaw in the mirror

The cause of the blur was a flaw in the shape of Hubble's 2.4-metre primary mirror. Its edges had been polished too flat by about **2 micrometres**, a fraction of the width of a human hair. The error came from a testing instrument that had been assembled incorrectly, so the mirror was made precisely to the wrong shape.

![A mirror with spherical aberration focusing light to different points](image:hubble-servicing-missions-spherical-aberration)

The result, known as *spherical aberration*, meant that light from the edge of the mirror focused at a slightly different point from light near the centre. Instead of a sharp point, each star had a hazy halo. Hubble could still do some science, but it was a major embarrassment for NASA.

The good news was that the error was very precisely known. That meant it could be corrected, much as glasses correct a person's eyesight.

## The five servicing missions

1. **Servicing Mission 1 (December 1993).** The crew of *Endeavour* installed **COSTAR**, a set of small corrective mirrors placed in the light path of several instruments, and a new camera, Wide Field and Planetary Camera 2, with the correction built in. They also replaced the solar arrays and gyroscopes. After five spacewalks, Hubble's images were finally sharp, and the results were stunning.
2. **Servicing Mission 2 (February 1997).** Astronauts installed two new instruments, including an infrared camera and a spectrograph, and repaired worn insulation.
3. **Servicing Mission 3A (December 1999).** A hurried mission after several gyroscopes failed, leaving the telescope unable to point. All six gyroscopes were replaced.
4. **Servicing Mission 3B (March 2002).** The *Advanced Camera for Surveys* was installed, dramatically increasing Hubble's power, along with new rigid solar arrays and a new power control unit.
5. **Servicing Mission 4 (May 2009).** After the loss of Columbia in 2003, this final mission was cancelled and then reinstated. The crew of *Atlantis* installed Wide Field Camera 3 and the Cosmic Origins Spectrograph, replaced batteries and gyroscopes, and repaired two instruments that had not been designed to be fixed in orbit, removing over a hundred tiny screws while wearing bulky gloves.

Each mission left Hubble more capable than when it was launched. COSTAR itself was removed in 2009, since all the instruments by then had the correction built in.

## Lessons from Hubble

Servicing Hubble proved several things:

- astronauts could carry out complex, delicate work in orbit, given excellent preparation, training and tools;
- designing a spacecraft for repair can extend its life far beyond its original plan;
- upgrading instruments keeps an observatory at the cutting edge for decades.

These spacewalks also built experience that later helped with the assembly of the International Space Station.

## Hubble today

Without the Shuttle, no further servicing missions are possible. Hubble's orbit is slowly decaying, and its gyroscopes have continued to wear out. Since 2024 it has operated using a single gyroscope, keeping others in reserve, which limits some observations but allows science to continue.

More than three decades after launch, Hubble remains one of the most productive scientific instruments ever built, working alongside the James Webb Space Telescope. Its story is a reminder that *a flawed start need not mean a failed mission* when people are ready to go out and fix it.`,
};

export default article;
