import { featurePicture, inlinePicture } from '../pictures';
import type { ArticleSeed } from '../types';

const article: ArticleSeed = {
  title: 'From Radar Blips to ADS-B: How Controllers Know Where Every Aircraft Is',
  slug: 'air-traffic-control-and-ads-b',
  description:
    'Air traffic controllers once relied entirely on radar echoes. Today aircraft broadcast their own satellite-derived positions every second. Here is how the system fits together.',
  category: 'air-traffic-safety',
  author: 'ingrid-solberg',
  tags: ['air-traffic-control', 'commercial-aviation', 'avionics', 'flight-safety', 'satellites'],
  publishedAt: '2025-07-14T11:40:00.000Z',
  featureImage: featurePicture('air-traffic-control-and-ads-b', 'radar'),
  images: [inlinePicture('air-traffic-control-and-ads-b-broadcast', 'orbit')],
  seo: {
    metaTitle: 'Air Traffic Control and ADS-B: How Aircraft Are Tracked',
    metaDescription:
      'How air traffic control tracks aircraft with primary radar, transponders and ADS-B broadcasts, and why satellite-based surveillance is changing the skies.',
    keywords:
      'air traffic control, ADS-B, radar, transponder, Mode S, surveillance, flight tracking',
  },
  body: `At any moment during a busy afternoon, many thousands of aircraft are airborne around the world. Keeping them apart is the job of **air traffic control**, and it depends on one thing above all: knowing where every aircraft is, how high it is and where it is heading.

## Who does what

Air traffic control is divided into layers, each handing aircraft to the next:

- **Tower** controllers look after the runway and the airspace immediately around the airport, clearing aircraft to take off and land.
- **Approach** controllers sequence arrivals and departures within a few dozen miles of busy airports, turning a stream of aircraft into an orderly line.
- **Area** or en-route controllers manage aircraft at cruising altitude, each controller responsible for a defined block of sky called a *sector*.

To do this, controllers need surveillance: an up-to-date picture of traffic.

## Primary radar

The earliest surveillance was **primary radar**, developed in the Second World War. A rotating antenna sends out pulses of radio energy and listens for echoes. The time the echo takes to return gives the distance; the antenna's direction gives the bearing.

Primary radar needs nothing from the aircraft, which makes it useful for detecting aircraft that are not cooperating. But it does not tell you *which* aircraft you are seeing, and it is poor at measuring altitude.

## Secondary radar and transponders

**Secondary surveillance radar** solved that problem by asking questions. The ground station sends an interrogation, and a *transponder* in the aircraft replies with a code assigned by the controller and its pressure altitude. The modern version, **Mode S**, gives each aircraft a unique address and can exchange extra data such as the selected altitude.

Radar-based surveillance has limits. A rotating antenna updates each target only every few seconds, and radar stations cannot be built in the middle of an ocean.

## ADS-B: the aircraft tells you

**Automatic Dependent Surveillance–Broadcast** turns the process around.

![An aircraft broadcasting its satellite-derived position](image:air-traffic-control-and-ads-b-broadcast)

The aircraft works out its own position from satellite navigation and broadcasts it, about twice every second, together with its identity, altitude, velocity and other data. The name describes it well:

1. *Automatic* — no pilot or controller action is needed.
2. *Dependent* — it depends on the aircraft's own navigation system.
3. *Surveillance* — it provides a picture of traffic.
4. *Broadcast* — anyone with a receiver can listen.

Ground stations are cheap compared with radar, and they can be placed on mountaintops, oil platforms or remote islands. In the United States, most controlled airspace has required ADS-B Out since **1 January 2020**, and Europe has a similar requirement for larger aircraft. Aircraft fitted with *ADS-B In* can also display nearby traffic and weather in the cockpit.

Because the broadcasts are public, they are also the reason hobbyists around the world can track flights on their phones using networks of home-built receivers.

## Surveillance from space

The oceans were long a blind spot. Over the North Atlantic, aircraft reported their positions by radio at intervals and were kept far apart to allow for uncertainty. Now receivers carried on satellites pick up ADS-B signals almost everywhere on the planet. Controllers can see oceanic traffic in near real time, which has allowed separation standards to be reduced safely and more aircraft to fly their preferred routes.

## Limits and safeguards

ADS-B is not perfect. Its accuracy depends on satellite navigation, which can be disrupted by interference or deliberate jamming, a growing problem in some regions. Broadcasts are not encrypted, so spoofed signals are possible. For those reasons, **radar is not being switched off**. Controllers combine data from multiple sources, and independent systems check that an aircraft's reported position makes sense.

The aim is a layered picture in which no single failure leaves a controller blind, which has always been the philosophy of air traffic control.`,
};

export default article;
