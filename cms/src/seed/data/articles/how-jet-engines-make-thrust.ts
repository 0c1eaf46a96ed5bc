import { featurePicture, inlinePicture } from '../pictures';
import type { ArticleSeed } from '../types';

const article: ArticleSeed = {
  title: 'Suck, Squeeze, Bang, Blow: How a Jet Engine Makes Thrust',
  slug: 'how-jet-engines-make-thrust',
  description:
    'A modern turbofan pushes hundreds of kilograms of air backwards every second. Here is what happens inside, stage by stage, and why most of the thrust never passes through the fire.',
  category: 'aviation',
  tags: ['jet-engines', 'propulsion', 'commercial-aviation'],
  publishedAt: '2025-05-19T10:15:00.000Z',
  featureImage: featurePicture('how-jet-engines-make-thrust', 'wing'),
  images: [inlinePicture('how-jet-engines-make-thrust-bypass', 'wing')],
  seo: {
    metaTitle: 'How a Jet Engine Makes Thrust, Explained Simply',
    metaDescription:
      'A plain-language tour of the modern turbofan: intake, compressor, combustor and turbine, bypass ratio, and why big fans make airliners quieter and cleaner.',
    keywords: 'jet engine, turbofan, thrust, bypass ratio, Brayton cycle, aircraft propulsion',
  },
  body: `Stand behind an airliner at the gate and you will feel it: even at idle, the engines move a remarkable amount of air. That is the whole secret of a jet engine. It grabs a large mass of air, speeds it up and throws it out of the back. By **Newton's third law**, pushing air backwards pushes the aircraft forwards.

Mechanics sometimes sum up the process in four words: *suck, squeeze, bang, blow*. It is a good map of what happens inside.

## 1. Suck: the intake and the fan

Air enters through the smooth intake lip. In a modern turbofan, the first thing it meets is the **fan**, the huge set of blades you can see from the front. On the largest engines the fan is more than three metres across. It is driven by a shaft from the back of the engine and it does two jobs at once: it feeds a small share of the air into the engine core, and it accelerates the rest around the outside.

## 2. Squeeze: the compressor

The air that enters the core passes through many rows of small blades, alternating rotating and fixed. Each stage raises the pressure a little. By the time it leaves the compressor, the air may be squeezed to **forty or fifty times** the pressure outside, and it has become hot simply from being compressed.

Why squeeze so hard? Because an engine that burns fuel at high pressure extracts more useful work from every kilogram of fuel. Higher pressure ratios are one of the main reasons today's engines burn far less fuel than those of the 1960s.

## 3. Bang: the combustor

In the combustion chamber, fuel is sprayed into the compressed air as a fine mist and burns continuously. There is no actual bang; the flame is steady, like a blowtorch. The gas temperature at the exit can exceed the melting point of the metal around it. Designers keep the parts alive with tricks such as:

- blades grown as a **single crystal** of nickel superalloy, which resists creep at high temperature;
- ceramic thermal barrier coatings only fractions of a millimetre thick;
- tiny holes that bleed cooler compressor air over the blade surfaces as a protective film.

## 4. Blow: the turbine and the exhaust

The hot, high-pressure gas rushes through the **turbine**, another set of bladed wheels. The turbine takes energy out of the gas and uses it to turn the shafts that drive the compressor and the fan. Whatever energy is left leaves through the exhaust nozzle as a fast jet.

This continuous loop of compression, heating and expansion is known to engineers as the *Brayton cycle*.

## Where the thrust really comes from

Early jets such as the de Havilland Comet's engines were *turbojets*: all of the air went through the core and left at very high speed. That works, but it is noisy and wasteful, because accelerating a small amount of air to a very high speed leaves a lot of energy behind in the wake.

![Diagram of bypass air flowing around the engine core](image:how-jet-engines-make-thrust-bypass)

A **turbofan** instead accelerates a much larger mass of air by a smaller amount. The ratio between the air flowing around the core and the air flowing through it is the *bypass ratio*. On current airliner engines it is around ten to one or more, which means the great majority of the thrust comes from the fan, acting much like a ducted propeller. The core is, in effect, a gas-turbine power plant that drives the fan.

The benefits are easy to notice:

1. **Efficiency:** moving more air more slowly wastes less energy, so fuel burn falls.
2. **Noise:** slower exhaust is much quieter, and the cool bypass stream wraps around the hot core jet.
3. **Thrust at take-off:** big fans produce strong thrust at low speed, exactly when it is needed.

## Limits of the big fan

If bigger fans are better, why not make them enormous? The fan tips cannot spin too fast without going supersonic, which hurts efficiency and adds noise, so a very large fan must turn slowly while the turbine wants to spin quickly. Geared turbofans put a gearbox between them to let each run at its best speed. Large fans also need large, heavy nacelles and enough ground clearance under the wing, which is why engine design is always negotiated together with the airframe.

Open-rotor designs that remove the nacelle entirely are being tested again, promising a further leap in efficiency. Whatever shape the next engines take, they will still follow the same four steps: *suck, squeeze, bang, blow*.`,
};

export default article;
