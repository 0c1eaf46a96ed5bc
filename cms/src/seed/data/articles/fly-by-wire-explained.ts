import { featurePicture, inlinePicture } from '../pictures';
import type { ArticleSeed } from '../types';

const article: ArticleSeed = {
  title: 'Fly-by-Wire: When the Pilot Talks to a Computer Instead of a Cable',
  slug: 'fly-by-wire-explained',
  description:
    'In most modern airliners and fighters, the controls send electrical signals to flight computers rather than pulling cables. What changed, and how is it made safe?',
  category: 'aerospace-engineering',
  tags: ['avionics', 'commercial-aviation', 'military-aviation', 'flight-safety'],
  publishedAt: '2025-06-30T09:05:00.000Z',
  featureImage: featurePicture('fly-by-wire-explained', 'wing'),
  images: [inlinePicture('fly-by-wire-explained-redundancy', 'radar')],
  seo: {
    metaTitle: 'Fly-by-Wire Explained: How Modern Aircraft Are Controlled',
    metaDescription:
      'How fly-by-wire replaced cables with computers, what flight envelope protection does, and how redundancy keeps digital flight controls safe in airliners.',
    keywords:
      'fly-by-wire, flight controls, side-stick, envelope protection, A320, avionics, redundancy',
  },
  body: `For most of aviation history, moving the control column meant physically moving something on the wing or tail. Steel cables, pulleys and pushrods linked the pilot's hands to the elevators, ailerons and rudder. As aircraft grew larger and faster, hydraulics were added to do the heavy lifting, but the pilot's input still travelled mechanically.

**Fly-by-wire** breaks that link. The pilot's stick or yoke becomes a sensor. Its position is turned into an electrical signal and sent to flight-control computers, which decide how far to move each surface and command hydraulic or electric actuators to do it.

## A short history

- **Concorde** used an analogue electrical signalling system for its main controls, with a mechanical backup.
- In 1972 NASA flew a modified **F-8 Crusader** with a purely digital fly-by-wire system and no mechanical backup, using a computer derived from the Apollo programme.
- The **F-16**, which entered service in the late 1970s, was designed from the start to be slightly unstable, something only practical with computer control.
- The **Airbus A320**, first flown in 1987, brought digital fly-by-wire and side-sticks to the mainstream airliner market. Boeing followed with the **777** in the 1990s.

## Why bother?

Replacing cables with wires saves some weight, but that is not the main reason. The real gain is that a computer sits between the pilot and the control surfaces. That allows several things a mechanical system cannot do:

1. **Stability on demand.** A fighter designed to be unstable is more agile; the computers make hundreds of tiny corrections per second so the pilot experiences a well-behaved aircraft.
2. **Consistent handling.** The computers can make an aircraft respond the same way at different speeds, weights and altitudes, so the pilot does not need to compensate.
3. **Flight envelope protection.** The system can stop the aircraft from being flown into a stall, overspeed or excessive bank, even if the pilot pulls hard on the stick in an emergency.
4. **Common cockpits.** Different aircraft types can be made to handle alike, which shortens training when pilots move between them.

## Control laws

The rules that translate stick movement into surface movement are called *control laws*. On an Airbus in **normal law**, for example, pulling back on the side-stick does not directly set an elevator angle; it requests a certain load factor, and the computers work out how to achieve it. Let go of the stick and the aircraft holds its attitude.

If sensors or computers fail, the system steps down to simpler laws with fewer protections, eventually reaching a *direct law* in which stick movement maps straight to surface movement, much like a conventional aircraft. Boeing's philosophy differs in detail, keeping a traditional yoke and letting pilots override some limits with enough force, but the principles are similar.

## Making it safe

An obvious worry is: what if the computer fails? The answer is **redundancy** and *dissimilarity*.

![Three flight computers driving the same control surface](image:fly-by-wire-explained-redundancy)

A typical airliner has several flight-control computers, powered by separate electrical buses and fed by independent sensors. Some designs use computers with different processors and software written by separate teams, so that a single design error cannot disable them all at once. Signals are cross-checked constantly; a computer that disagrees with the others is voted out. Hydraulic systems are likewise duplicated or triplicated, and some newer aircraft add electrically powered backup actuators.

## The lessons learned

Fly-by-wire has an excellent safety record, but accidents have shown where the challenges lie. When sensors such as airspeed probes give bad data, the computers may drop to a degraded law at exactly the moment the crew is under the most stress. Pilots must understand which protections they still have and which they have lost. That is why modern training puts great emphasis on *mode awareness* and on manual flying skills.

The next steps are already flying: fly-by-light systems using optical fibre, which resist electrical interference, and increasingly smart control laws that help pilots handle failures automatically.`,
};

export default article;
