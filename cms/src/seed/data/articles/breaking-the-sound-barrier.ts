import { featurePicture, inlinePicture } from '../pictures';
import type { ArticleSeed } from '../types';

const article: ArticleSeed = {
  title: 'Through the "Barrier": How Aircraft First Flew Faster Than Sound',
  slug: 'breaking-the-sound-barrier',
  description:
    'In the 1940s, aircraft approaching the speed of sound shook, dived and sometimes broke apart. In October 1947, a small orange rocket plane showed the barrier was not a wall.',
  category: 'history',
  tags: ['aviation-history', 'aerodynamics', 'military-aviation', 'pilots'],
  publishedAt: '2026-03-09T08:40:00.000Z',
  featureImage: featurePicture('breaking-the-sound-barrier', 'supersonic'),
  images: [inlinePicture('breaking-the-sound-barrier-shock-waves', 'wing')],
  seo: {
    metaTitle: 'Breaking the Sound Barrier: The Bell X-1 Story',
    metaDescription:
      'Why aircraft struggled near the speed of sound, how the Bell X-1 and Chuck Yeager first flew faster than sound in 1947, and what engineers learned from it.',
    keywords:
      'sound barrier, Bell X-1, Chuck Yeager, Mach 1, transonic, shock waves, aviation history',
  },
  body: `By the end of the Second World War, the fastest propeller fighters could exceed 700 km/h in level flight and much more in a dive. As they did, pilots reported terrifying behaviour: heavy buffeting, controls that stiffened or reversed, and dives that the aircraft refused to pull out of. Some aircraft broke up in the air. The press began to speak of a **sound barrier**, an invisible wall that perhaps no aircraft could pass.

## What was really going on

The speed of sound is the speed at which pressure disturbances travel through air, around 1,060 km/h at high altitude where the air is cold. At low speeds, air ahead of a wing "feels" it coming and smoothly moves aside. As an aircraft approaches the speed of sound, that warning no longer travels ahead fast enough.

Because air speeds up as it flows over a wing's curved upper surface, parts of the flow become **supersonic** even while the aircraft itself is below the speed of sound. The flow then slows abruptly through a **shock wave**.

![A shock wave on a wing's upper surface at transonic speed](image:breaking-the-sound-barrier-shock-waves)

Shock waves cause several problems in this *transonic* range:

- drag rises steeply, a phenomenon known as *drag divergence*;
- the airflow behind the shock can separate, causing buffeting and loss of lift;
- the centre of lift moves backwards, pitching the nose down;
- shock waves forming near hinged control surfaces can make elevators almost useless.

## The Bell X-1

The United States Army Air Forces and the National Advisory Committee for Aeronautics commissioned a research aircraft to explore this region. Bell Aircraft built the **X-1**, a small aircraft with a fuselage shaped like a .50-calibre bullet, a shape already known to be stable at supersonic speeds. It had thin, straight wings and a four-chamber rocket engine burning alcohol and liquid oxygen.

To save fuel, the X-1 did not take off on its own. It was carried aloft under a modified B-29 bomber and dropped at altitude, then lit its rockets and climbed.

## 14 October 1947

The pilot was **Captain Charles "Chuck" Yeager**, a wartime fighter ace and test pilot. Two nights earlier, he had broken two ribs falling from a horse, and he used a length of broomstick to close the cockpit door because he could not reach it with his injured side.

On earlier flights, Yeager had found that the elevator lost effectiveness near Mach 0.94. The solution was a feature the engineers had built in: the whole horizontal stabiliser could be moved by a trim motor. With it, he could control the aircraft's pitch even when the elevator was useless.

Dropped over the Mojave Desert, the X-1, which Yeager had named *Glamorous Glennis* after his wife, accelerated smoothly past **Mach 1.06**. The buffeting faded, and the needle on the Machmeter jumped off the scale. People on the ground heard a distant boom. The programme was kept secret for months.

## The lessons that followed

The X-1 flight proved that the "barrier" was a problem of design, not a law of nature. The years that followed brought:

1. **Swept wings**, which delay the formation of shock waves, adopted on aircraft such as the F-86 Sabre and the MiG-15.
2. **All-moving tailplanes**, now standard on supersonic aircraft.
3. **Thinner wings** and the *area rule*, a way of shaping the fuselage to reduce transonic drag.

Within a few years, fighter jets were routinely flying faster than sound, and in 1953 a pilot flew at twice its speed.

## The boom that remains

One problem was never solved: the **sonic boom**, the pressure wave that a supersonic aircraft drags along the ground. It is the main reason supersonic flight over land is restricted for civil aircraft. NASA's experimental X-59 was built to show that careful shaping can turn the boom into a gentle thump. If it works, the story that began over the Mojave in 1947 may get a new chapter.`,
};

export default article;
