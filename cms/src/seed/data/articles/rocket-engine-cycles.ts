import { featurePicture, inlinePicture } from '../pictures';
import type { ArticleSeed } from '../types';

const article: ArticleSeed = {
  title: 'Pumps, Turbines and Preburners: A Guide to Rocket Engine Cycles',
  slug: 'rocket-engine-cycles',
  description:
    'Every liquid rocket engine must force propellant into its combustion chamber at enormous pressure. How it powers its pumps defines its cycle, and its character.',
  category: 'spaceflight',
  author: 'tomas-arriaga',
  tags: ['rockets', 'propulsion', 'spacex', 'nasa'],
  publishedAt: '2025-07-28T08:10:00.000Z',
  featureImage: featurePicture('rocket-engine-cycles', 'rocket'),
  images: [inlinePicture('rocket-engine-cycles-schematic', 'rocket')],
  seo: {
    metaTitle: 'Rocket Engine Cycles Explained, From Simple to Full Flow',
    metaDescription:
      'Pressure-fed, gas generator, staged combustion, full-flow and expander cycles: how liquid rocket engines power their pumps, with real engines as examples.',
    keywords:
      'rocket engine, engine cycle, staged combustion, gas generator, expander cycle, Raptor, RS-25',
  },
  body: `A liquid-fuelled rocket engine is, at its core, a simple idea: pump fuel and oxidiser into a chamber, burn them and let the hot gas escape through a nozzle. The difficulty is the pumping. To produce high thrust efficiently, the chamber must run at very high pressure, often hundreds of times atmospheric pressure, and the propellant has to be forced in against it at a rate of hundreds of kilograms per second.

How an engine powers that job is called its **cycle**. Here are the main families, from simplest to most complex.

## Pressure-fed

The simplest approach uses no pumps at all. The propellant tanks are pressurised with a gas such as helium, which pushes the liquids into the chamber. Pressure-fed engines are reliable and easy to restart, which is why they are common on spacecraft thrusters and upper stages like the *Apollo service module*. The catch is that the tanks must be stronger than the chamber pressure, so they are heavy. That limits the chamber pressure, and with it the performance.

## Gas generator

Most large engines use **turbopumps**: a turbine spinning a pump. In the *gas generator* cycle, a small portion of the propellant is burned in a separate little combustor to produce hot gas that drives the turbine. That gas is then dumped overboard, often through a separate exhaust pipe you can see on engines such as SpaceX's **Merlin** or the Saturn V's **F-1**.

It is a robust and comparatively simple design. The price is efficiency: the propellant burned to drive the turbine contributes little thrust.

## Staged combustion

Why waste that gas? In a **staged combustion** (or *closed*) cycle, the turbine exhaust is fed into the main combustion chamber and burned there.

![Schematics comparing gas generator and staged combustion engines](image:rocket-engine-cycles-schematic)

To make this work, the preburner that powers the turbine runs very rich in one propellant, and the remaining propellant is added in the main chamber. Examples include:

- the Space Shuttle's **RS-25**, a fuel-rich hydrogen engine now flying on NASA's SLS;
- Russia's **RD-180** and related kerosene engines, which use oxygen-rich preburners, something long thought too dangerous because hot oxygen attacks metal.

Staged combustion engines reach much higher chamber pressures and efficiencies, but they are harder to develop, with tightly coupled plumbing where a problem anywhere affects everything.

## Full-flow staged combustion

The most ambitious variant splits the work between two preburners. One burns a little fuel with *all* of the oxygen to drive the oxygen pump; the other burns a little oxygen with *all* of the fuel to drive the fuel pump. Every drop of propellant passes through a turbine. Benefits include cooler turbines and no risk of the two propellants mixing inside a single pump. SpaceX's methane-fuelled **Raptor** was the first full-flow engine to fly.

## Expander

Hydrogen has a useful quality: it absorbs heat readily. In an **expander** cycle, cold fuel flows through channels around the chamber and nozzle, warming and turning to gas, and that gas drives the turbine. No combustion is needed to power the pumps. Aerojet Rocketdyne's **RL10**, used on upper stages since the 1960s, is the classic example. Expanders are efficient and gentle, but the heat available limits their size.

## Electric pumps

A newer twist replaces turbines with battery-powered electric motors. Rocket Lab's **Rutherford** engine does this on the small Electron launcher. Batteries are heavy, so the approach suits small engines.

## Choosing a cycle

Engineers weigh several factors when picking a cycle:

1. performance, usually measured as *specific impulse*;
2. development cost and difficulty;
3. reusability and how hard the engine is on its own parts;
4. the propellants chosen for the rest of the vehicle.

There is no single best cycle. The humble gas generator still launches most satellites today, while the exotic full-flow design is betting on huge reusable rockets. Each is a different answer to the same problem of feeding the fire.`,
};

export default article;
