import { featurePicture, inlinePicture } from '../pictures';
import type { ArticleSeed } from '../types';

const article: ArticleSeed = {
  title: 'The Orange "Black Boxes": What Flight Recorders Capture and How They Survive',
  slug: 'flight-recorders-black-boxes',
  description:
    'Flight recorders are designed to survive almost anything an accident can throw at them. Here is what they record, how they are built and how investigators use them.',
  category: 'air-traffic-safety',
  tags: ['flight-safety', 'avionics', 'commercial-aviation'],
  publishedAt: '2025-10-06T15:15:00.000Z',
  featureImage: featurePicture('flight-recorders-black-boxes', 'radar'),
  images: [inlinePicture('flight-recorders-black-boxes-memory-unit', 'radar')],
  seo: {
    metaTitle: 'Flight Recorders: How Aircraft Black Boxes Work',
    metaDescription:
      'What cockpit voice and flight data recorders capture, how they survive impact, fire and deep water, and how accident investigators read and use their data.',
    keywords:
      'black box, flight data recorder, cockpit voice recorder, accident investigation, aviation safety',
  },
  body: `After almost every serious air accident, the same question comes up in the news within hours: *have the black boxes been found?* The answer matters, because these devices often hold the key to understanding what happened, and to making sure it never happens again.

Despite the name, flight recorders are painted **bright orange** with reflective strips so that searchers can spot them among wreckage.

## Two recorders, two jobs

Large airliners carry two separate recorders, usually mounted in the tail, which tends to survive impacts better than the front of the aircraft:

- The **Cockpit Voice Recorder (CVR)** captures the pilots' voices, radio calls, and sounds in the cockpit such as alarms, switches and engine noise, through microphones in the headsets and an area microphone.
- The **Flight Data Recorder (FDR)** logs the aircraft's parameters: altitude, airspeed, heading, control positions, engine settings, autopilot modes and much more. Modern recorders track *thousands* of parameters, many of them several times per second.

Some aircraft combine both functions into a single unit, and some carry two combined units at opposite ends of the fuselage.

## Built to survive

![Cutaway of a crash-survivable memory unit](image:flight-recorders-black-boxes-memory-unit)

The heart of a recorder is the **crash-survivable memory unit**, a small stack of memory chips wrapped in layers of protection: insulation, a heat-absorbing block and an armoured shell of stainless steel or titanium. Certification tests require recorders to withstand conditions including:

1. an impact of around **3,400 g**, thousands of times the force of gravity;
2. a high-temperature fire of 1,100 °C for an hour;
3. crushing loads and penetration by a heavy spike dropped from a height;
4. immersion in deep seawater for an extended period.

Each recorder also carries an **underwater locator beacon** that starts pinging when it gets wet. Newer beacons are required to transmit for 90 days instead of the earlier 30, after searches for aircraft lost at sea showed that a month could be too short.

## An Australian idea

The modern flight recorder owes much to **David Warren**, a scientist at Australia's Aeronautical Research Laboratories. In the 1950s, while investigating a series of crashes of early jet airliners, he realised how much easier the work would be with a recording of the crew's conversation. His prototype, storing audio and instrument readings on a steel wire, led to Australia becoming one of the first countries to require cockpit recorders.

Early recorders scratched a handful of parameters onto metal foil. Magnetic tape followed, and today's units use solid-state memory, which survives better and stores far more.

## Reading the data

After an accident, the recorders are taken to an investigation laboratory. Technicians carefully open them, and if the housing is damaged they may remove the memory boards and connect them to a reference unit. The flight data is turned into graphs and animated reconstructions; the voice recording is transcribed by specialists, with only the parts relevant to the investigation made public.

Investigators combine the recordings with wreckage examination, maintenance records, air traffic control data and witness statements. The result is a report with **safety recommendations** aimed at preventing a repeat, not at assigning blame.

## What is changing

Recorder rules are still evolving. Long searches and a few mysteries have pushed regulators and manufacturers towards:

- longer cockpit voice recordings, moving from two hours to **25 hours** on new aircraft, so that events earlier in a flight are not overwritten;
- *deployable recorders* that separate from the aircraft on impact and float;
- streaming some flight data to the ground in real time when an aircraft detects an emergency.

The goal has stayed the same since Warren's wire recorder: no accident should go unexplained, and every one should make flying safer.`,
};

export default article;
