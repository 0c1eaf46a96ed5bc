import { featurePicture, inlinePicture } from '../pictures';
import type { ArticleSeed } from '../types';

const article: ArticleSeed = {
  title: 'Concorde: Twenty-Seven Years at Twice the Speed of Sound',
  slug: 'concorde-legacy',
  description:
    'Concorde carried passengers across the Atlantic in about three and a half hours for almost three decades. What made it possible, and why has nothing replaced it?',
  category: 'history',
  author: 'ingrid-solberg',
  tags: ['aviation-history', 'commercial-aviation', 'jet-engines', 'aerodynamics'],
  publishedAt: '2025-08-11T14:25:00.000Z',
  featureImage: featurePicture('concorde-legacy', 'supersonic'),
  images: [inlinePicture('concorde-legacy-ogival-wing', 'supersonic')],
  seo: {
    metaTitle: 'Concorde’s Legacy: The Supersonic Airliner Explained',
    metaDescription:
      'How Concorde flew passengers at Mach 2, the engineering behind its wing, engines and droop nose, why it was retired in 2003, and what it left behind.',
    keywords:
      'Concorde, supersonic, Mach 2, Olympus 593, British Airways, Air France, aviation history',
  },
  body: `On 2 March 1969, a long, needle-nosed airliner lifted off from Toulouse for its first flight. Seven years later, on **21 January 1976**, British Airways and Air France began commercial service with it at the same moment. For the next 27 years, passengers could cross from London or Paris to New York in roughly *three and a half hours*, arriving, by the clock, before they had left.

## A joint venture

Concorde was born from a 1962 treaty between Britain and France, who shared the cost and the work. Only **20 aircraft** were built, including prototypes and pre-production models, and just 14 entered airline service. The rising cost of fuel after 1973, environmental objections and restrictions on supersonic flight over land meant that the airlines which had placed options cancelled them.

## The engineering

Flying at **Mach 2**, about 2,150 km/h, at altitudes up to 60,000 feet brought problems no airliner had faced before.

### The wing

Concorde's *ogival delta* wing had a graceful, curved leading edge. At low speed, a delta wing generates little lift unless it is flown at a high angle. As it does, air rolls up into powerful vortices along the leading edges, which create extra lift.

![The curved delta wing with leading-edge vortices](image:concorde-legacy-ogival-wing)

This explains Concorde's steep, nose-high approach, and why the **droop nose** was needed: the nose could be lowered during take-off and landing so pilots could see the runway, then raised with a glass visor for supersonic cruise.

### The engines

Four Rolls-Royce/SNECMA **Olympus 593** turbojets powered the aircraft. Afterburners (reheat) were used at take-off and to push through the transonic region. Above Mach 2, much of the compression happened in the intake itself: movable ramps positioned shock waves so that air slowed down before reaching the engine. At cruise, the intakes and nozzles contributed a large share of the total thrust.

### Heat and balance

Friction with the air heated the nose to above 120 °C. The aluminium airframe expanded and the aircraft grew by roughly 20 centimetres in flight; a gap opened in the flight engineer's panel that closed again as it cooled. As the aircraft went supersonic, the centre of lift moved backwards, so fuel was pumped between tanks to shift the centre of gravity and keep the aircraft in trim without extra drag from the control surfaces.

## The end

On 25 July 2000, **Air France Flight 4590** crashed shortly after take-off from Paris. A strip of metal on the runway had burst a tyre, and debris punctured a fuel tank, starting a fire. All 109 people on board and four on the ground died. Modifications followed, including Kevlar-lined tanks and tougher tyres, and Concorde returned to service in 2001.

But the market had changed. After the attacks of September 2001 and a slump in premium travel, and with maintenance costs rising, both airlines announced retirement. Air France flew its last passenger service in May 2003, and British Airways followed in **October 2003**.

## What it left behind

Concorde's influence goes well beyond its small fleet:

- it proved that supersonic passenger travel could be safe and routine for decades;
- it pioneered analogue fly-by-wire controls, carbon brakes and sophisticated intake control in an airliner;
- it showed that noise and the **sonic boom** are as important as speed in deciding whether an aircraft can succeed.

That last lesson shapes today's research. Projects such as NASA's experimental X-59 aim to turn the boom into a soft thump, which could one day reopen overland routes to supersonic flight. Until then, Concorde remains the only supersonic airliner to have carried passengers for a generation, and many of the surviving aircraft can still be visited in museums in Britain, France, the United States and Barbados.`,
};

export default article;
