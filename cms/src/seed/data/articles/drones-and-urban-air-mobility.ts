import { featurePicture, inlinePicture } from '../pictures';
import type { ArticleSeed } from '../types';

const article: ArticleSeed = {
  title: 'Air Taxis and Delivery Drones: Is Urban Air Mobility Ready for Take-off?',
  slug: 'drones-and-urban-air-mobility',
  description:
    'Electric vertical take-off aircraft and delivery drones promise to use the sky above our cities. The technology is close; certification, noise and airspace management are the harder parts.',
  category: 'aerospace-engineering',
  tags: ['drones', 'electric-flight', 'air-traffic-control', 'flight-safety'],
  publishedAt: '2026-07-27T14:35:00.000Z',
  featureImage: featurePicture('drones-and-urban-air-mobility', 'drone'),
  images: [inlinePicture('drones-and-urban-air-mobility-evtol-layout', 'drone')],
  seo: {
    metaTitle: 'Urban Air Mobility: Air Taxis, Drones and What Comes Next',
    metaDescription:
      'How electric air taxis and delivery drones work, the design choices behind eVTOL aircraft, and the certification, noise and airspace questions still to solve.',
    keywords:
      'urban air mobility, eVTOL, air taxi, delivery drones, drone traffic management, electric flight',
  },
  body: `Imagine booking a ride across a congested city and being picked up from a rooftop by a quiet, electric aircraft that lands you across town in ten minutes. Or receiving a prescription by a drone that lowers it gently into your garden. Both ideas fall under the heading of **urban air mobility**, and both are closer to reality than ever, though not as close as some early promises suggested.

## What is an eVTOL?

The aircraft at the heart of the air-taxi idea are called **eVTOLs**: *electric vertical take-off and landing* aircraft. They take off and land like helicopters but are designed to be quieter, cheaper to run and simpler to maintain, thanks to electric motors.

![An air taxi with rotors tilting from vertical to forward flight](image:drones-and-urban-air-mobility-evtol-layout)

Designers have taken several approaches:

- **Multicopters** use many fixed rotors, like a scaled-up consumer drone. They are simple and stable but inefficient in forward flight, so their range is short.
- **Lift-plus-cruise** designs have one set of rotors for vertical flight and a separate propeller and wing for cruising.
- **Tilt-rotors** and **tilt-wings** swivel their propellers from pointing up to pointing forward, so the wing carries the aircraft in cruise. They are the most efficient but the most complex.

Spreading thrust across many small electric motors has a major safety advantage: *distributed propulsion*. If one motor fails, the others can compensate, something impossible for a single-rotor helicopter.

## Where things stand

Several companies have flown full-scale prototypes and are working through certification with aviation authorities. China's civil aviation regulator issued a type certificate to the EHang EH216-S, a pilotless two-seat multicopter, in 2023. In the United States, regulators published rules in 2024 for certifying pilots and operating *powered-lift* aircraft, a category that had not been used for civil aircraft for decades. Early services are expected to carry a pilot, with autonomous flight to follow later.

## Delivery drones

Small drones are already delivering parcels, food and medical supplies in parts of the world. Some of the most successful services fly blood and medicines to rural clinics, where roads are poor and speed saves lives. In suburbs, drone deliveries of light packages are growing in a number of countries.

The biggest regulatory hurdle for drones is flying **beyond visual line of sight**. Most rules require an operator to see the drone, which limits range. Regulators are gradually allowing longer flights, provided drones can detect and avoid other aircraft and are tracked by the authorities.

## The hard problems

The aircraft themselves are no longer the main obstacle. The harder questions include:

1. **Certification.** Proving the safety of new types of aircraft to the standard of commercial aviation takes years and a great deal of money.
2. **Batteries.** Current battery technology limits range and payload, and reserves must be kept for diversions.
3. **Noise.** Even quiet aircraft will be heard often if there are many of them. Public acceptance depends on keeping noise low and flight paths sensible.
4. **Infrastructure.** *Vertiports* with charging facilities must be built on rooftops and at transport hubs, and they must fit into city planning.
5. **Airspace management.** Hundreds of low-flying aircraft cannot be handled by controllers talking to each one by radio. Automated *unmanned traffic management* systems are being developed to share flight plans, keep aircraft apart and let manned aircraft know where drones are. Remote identification rules, which require drones to broadcast who they are and where they are, are an early building block.
6. **Cost.** For air taxis to be more than a luxury, they must be built and operated in large numbers.

## A gradual arrival

Urban air mobility is unlikely to fill city skies overnight. Expect a gradual start: airport shuttles and scenic flights on fixed routes, medical and parcel deliveries in suitable areas, and a slow expansion as experience grows. If the technology proves safe and quiet, the view above our cities could look very different within a couple of decades.`,
};

export default article;
