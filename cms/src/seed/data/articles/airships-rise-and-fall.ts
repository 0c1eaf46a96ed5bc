import { featurePicture, inlinePicture } from '../pictures';
import type { ArticleSeed } from '../types';

const article: ArticleSeed = {
  title: 'Giants of the Air: The Rise, Fall and Possible Return of the Airship',
  slug: 'airships-rise-and-fall',
  description:
    'Airships once carried passengers across oceans in comfort. A string of disasters ended that era, but new materials and climate pressures have revived interest in lighter-than-air flight.',
  category: 'history',
  tags: ['aviation-history', 'sustainability', 'commercial-aviation'],
  publishedAt: '2026-06-15T08:05:00.000Z',
  featureImage: featurePicture('airships-rise-and-fall', 'airship'),
  images: [inlinePicture('airships-rise-and-fall-types', 'airship')],
  seo: {
    metaTitle: 'The Rise, Fall and Return of the Airship',
    metaDescription:
      'How Zeppelins and other airships once crossed oceans, why disasters like the Hindenburg ended their era, and why engineers are building new airships today.',
    keywords:
      'airship, Zeppelin, Hindenburg, Graf Zeppelin, helium, lighter than air, aviation history',
  },
  body: `Long before jet airliners, passengers could cross the Atlantic by air in a dining room with linen tablecloths, a lounge with large windows and private cabins. They travelled in **airships**, enormous craft that floated rather than flew on wings. For a few decades in the early twentieth century, they seemed to be the future of long-distance travel.

## How airships fly

An airship stays up for the same reason a helium balloon does: its lifting gas is lighter than the air it displaces. Engines and propellers push it forward, and fins and rudders steer it.

![Three types of airship: rigid, semi-rigid and non-rigid](image:airships-rise-and-fall-types)

There are three main types:

- **Non-rigid** airships, usually called *blimps*, keep their shape entirely through the pressure of the gas inside the envelope.
- **Semi-rigid** airships add a stiff keel along the bottom to carry loads.
- **Rigid** airships have a full internal framework, covered in fabric, with the gas held in separate cells inside. They can be built much larger.

## The age of the Zeppelin

The name most linked with airships is **Count Ferdinand von Zeppelin**, a retired German army officer whose first rigid airship, LZ 1, flew over Lake Constance in 1900. Zeppelins were used for bombing raids during the First World War, but it was in peacetime that they became famous.

The *Graf Zeppelin*, launched in 1928, flew more than a million miles and made a round-the-world journey in 1929 with only a few stops. It ran a regular passenger service to South America for years. Its even larger successor, the **Hindenburg**, was 245 metres long, still the largest aircraft ever flown, and entered transatlantic service in 1936.

## Disasters

Airships had serious weaknesses. They were slow, at the mercy of strong winds and huge to house and handle on the ground. And most of them used **hydrogen**, which gives excellent lift but burns fiercely.

A series of disasters eroded public confidence:

1. Britain's **R101** crashed in France on its first overseas flight in 1930, killing 48 people and ending the British airship programme.
2. The US Navy's rigid airships *Akron* and *Macon* were lost in storms in 1933 and 1935.
3. On **6 May 1937**, the Hindenburg caught fire while landing at Lakehurst, New Jersey. Thirty-six people died. The dramatic film and radio commentary of the disaster went around the world.

The Hindenburg had been designed for helium, which does not burn, but the United States, which controlled most of the world's supply, did not allow its export. After 1937, the era of the passenger airship was effectively over, and aircraft were quickly becoming faster and more capable.

## Quiet survivors

Airships never disappeared completely. Blimps patrolled for submarines in the Second World War and have since carried advertising, cameras at sporting events and scientific instruments. A modern semi-rigid design, the Zeppelin NT, has flown sightseeing trips over Germany since the late 1990s.

## Why they are coming back

Today, engineers are taking a fresh look, for several reasons:

- **Efficiency:** because an airship does not need to generate lift with speed, it can carry heavy loads using far less fuel than an aircraft, and could be powered by electricity.
- **Access:** it can lift heavy, bulky cargo into places without runways or roads, such as remote mining sites or disaster zones.
- **Materials:** modern fabrics, lightweight composites and computer-controlled flight systems make airships stronger and easier to handle.

Several companies are developing large helium airships for cargo and tourism, and one of the largest aircraft built in recent years is a rigid airship prototype tested in California.

Airships will probably never carry passengers between continents as jets do. But *for slow, heavy and low-carbon transport*, the quiet giants of the air may yet find a place in the sky again.`,
};

export default article;
