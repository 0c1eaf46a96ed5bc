import { featurePicture, inlinePicture } from '../pictures';
import type { ArticleSeed } from '../types';

const article: ArticleSeed = {
  title: 'ETOPS: Why Two Engines Are Now Trusted to Cross Oceans',
  slug: 'etops-twin-engine-oceanic-flights',
  description:
    'Long flights over water once needed three or four engines. Today twins fly almost everywhere. The rules that made it possible are called ETOPS, and they are about more than engines.',
  category: 'aviation',
  author: 'ingrid-solberg',
  tags: ['commercial-aviation', 'flight-safety', 'jet-engines', 'pilots'],
  publishedAt: '2025-12-01T08:20:00.000Z',
  featureImage: featurePicture('etops-twin-engine-oceanic-flights', 'clouds'),
  images: [inlinePicture('etops-twin-engine-oceanic-flights-diversion-circles', 'radar')],
  seo: {
    metaTitle: 'ETOPS Explained: Twin-Engine Flights Over Oceans',
    metaDescription:
      'What ETOPS means, how diversion time limits shape the routes of twin-engine airliners over oceans, and why the rules demand more than two good engines.',
    keywords:
      'ETOPS, twin-engine, long haul, diversion, oceanic flight, airline safety, Boeing 777, A350',
  },
  body: `Look at the aircraft flying between Europe and North America today and almost all of them have **two engines**. A generation ago, the same routes were dominated by three- and four-engined jets. The change is the result of a set of rules called **ETOPS**, and of a remarkable improvement in engine reliability.

## Where the rules began

In the early days of jet travel, aviation authorities worried about what would happen if an engine failed far from land. In the United States, a rule dating back to 1953 generally kept twin-engine airliners within **60 minutes' flying time** on one engine from a suitable airport. That was fine over continents but ruled out most oceanic crossings, which were left to aircraft like the Boeing 707 and 747 and the three-engined DC-10 and L-1011.

By the 1980s, jet engines had become far more reliable than the piston engines the rule was written for. Airlines wanted to use efficient new twins such as the Boeing 767 and Airbus A300 and A310 on longer routes. In 1985, US regulators allowed twins to operate up to **120 minutes** from a diversion airport under special conditions, and the acronym ETOPS was born. It originally stood for *Extended-range Twin-engine Operations*; today it is generally read as *Extended Operations*, since some rules now apply to aircraft with more engines too.

## How the diversion time works

![Diversion circles around airports on either side of an ocean](image:etops-twin-engine-oceanic-flights-diversion-circles)

An ETOPS approval gives an airline and an aircraft type a maximum **diversion time**: how long the aircraft may be, flying on one engine in still air, from an airport where it could land. Planners draw circles of that radius around every suitable airport along the route. The flight path must stay inside the circles.

- With 120 minutes, a twin can cross the North Atlantic on routes that pass near Iceland, Greenland and Canada.
- With 180 minutes, most of the world's oceans become reachable.
- Some of the newest long-haul twins are approved for **well over 300 minutes**, opening direct routes across the South Pacific and the Southern Ocean.

## More than engines

ETOPS is not just a measure of engine reliability. An approval depends on the whole operation:

1. **Aircraft design:** systems such as electrical generators, hydraulics, cargo fire suppression and cooling must be able to cope for the full diversion time after a failure. Many ETOPS aircraft carry an extra backup generator.
2. **Maintenance:** critical work on the two engines is often done by different technicians, so a single mistake cannot affect both.
3. **Dispatch:** before each flight, planners check that the diversion airports are open and that their weather is good enough, with margins.
4. **Fuel:** the aircraft must carry enough fuel for the worst-case scenario, which is often a depressurisation that forces a descent to low altitude, where engines burn far more fuel.
5. **Crew training:** pilots practise single-engine diversions and the decisions involved.

## The record since

The safety case has held up. Modern turbofans can run for tens of thousands of hours between unplanned shutdowns, and a simultaneous failure of both engines from independent causes is extraordinarily unlikely. ETOPS diversions do happen, usually because of an engine warning or a medical emergency, and they almost always end in an uneventful landing.

The economic effects have been enormous. Twins burn less fuel and cost less to maintain than three- or four-engined aircraft of similar size, which helped drive the retirement of the 747 and the A380 from most passenger fleets. Efficient twins such as the 787 and A350 have also made it possible to connect smaller cities directly across oceans, routes that would never fill a jumbo jet.

So the next time you cross an ocean on a twin-engined jet, remember that behind that ordinary flight lies decades of data, careful planning and *a circle on a map* that your aircraft never leaves.`,
};

export default article;
