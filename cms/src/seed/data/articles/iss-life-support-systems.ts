import { featurePicture, inlinePicture } from '../pictures';
import type { ArticleSeed } from '../types';

const article: ArticleSeed = {
  title: 'Air, Water, Repeat: How the Space Station Keeps Its Crew Alive',
  slug: 'iss-life-support-systems',
  description:
    'The International Space Station recycles almost all of its water and makes oxygen from it. A look at the quiet machinery that lets people live in orbit for months.',
  category: 'spaceflight',
  tags: ['iss', 'nasa', 'esa', 'mars'],
  publishedAt: '2025-11-03T10:45:00.000Z',
  featureImage: featurePicture('iss-life-support-systems', 'station'),
  images: [inlinePicture('iss-life-support-systems-loop', 'orbit')],
  seo: {
    metaTitle: 'How the ISS Life Support System Recycles Air and Water',
    metaDescription:
      'How the International Space Station makes oxygen, removes carbon dioxide and recycles about 98 per cent of its water, and what it means for Mars missions.',
    keywords:
      'ISS, life support, ECLSS, water recovery, oxygen generation, carbon dioxide removal, Sabatier',
  },
  body: `Every day, a person needs roughly a kilogram of oxygen, several litres of water for drinking, food and hygiene, and a way to get rid of the carbon dioxide they breathe out. On Earth, the planet takes care of this for free. On the **International Space Station**, orbiting about 400 kilometres up, machines have to do it.

Sending everything up from Earth would be hugely expensive. So the station runs a system that NASA calls **ECLSS**, the Environmental Control and Life Support System, which recycles as much as possible. The Russian segment has its own parallel systems, and the two can back each other up.

## Making oxygen

Oxygen on the station is made from water. The **Oxygen Generation System** uses *electrolysis*: an electric current from the solar arrays splits water molecules into oxygen and hydrogen. The oxygen goes into the cabin air, and the hydrogen is either vented or put to use, as we will see.

For emergencies and peak demand, the station also keeps:

- tanks of oxygen delivered by cargo ships;
- solid-fuel **oxygen candles**, chemical canisters that release oxygen when ignited.

## Removing carbon dioxide

In a sealed station, carbon dioxide builds up quickly, and even modest concentrations cause headaches and poor concentration. Air is pumped through beds of *zeolite*, a porous mineral that traps carbon dioxide molecules. When one bed is full, it is exposed to the vacuum of space and heated to release the gas, while another bed takes over.

Fans matter too. In weightlessness, warm exhaled air does not rise, so without constant circulation a pocket of carbon dioxide could form around a sleeping astronaut's face.

## Recycling water

![The station's air and water recycling loop](image:iss-life-support-systems-loop)

The **Water Recovery System** collects water from several sources:

1. humidity condensed from the cabin air, including the crew's sweat and breath;
2. urine, which is distilled in a spinning distiller, since gravity cannot separate liquids from vapour;
3. water from hygiene and from some experiments.

The combined water is filtered, treated at high temperature and checked before it is used. In 2023 NASA announced that, with the addition of a **brine processor** that squeezes extra water out of the concentrated leftovers from urine processing, the station had reached around *98 per cent* water recovery. As astronauts like to put it, today's coffee is yesterday's coffee.

## Closing the loop further

The station also has a **Sabatier reactor**, which combines the waste hydrogen from oxygen generation with captured carbon dioxide to make water and methane. The water goes back into the system; the methane is vented. It is a step towards a closed loop in which very little needs to be resupplied.

Other systems quietly handle the rest: filters remove trace chemicals that build up from materials and equipment, and monitors watch for leaks, fire and contamination.

## Why it matters beyond the station

Life support on the ISS is not perfect. Components break, pumps clog, and spare parts arrive on cargo flights. Crews spend a significant amount of time on maintenance. But every failure teaches engineers something.

For missions to Mars, where resupply is impossible and a return to Earth could take many months, life support will have to be **more reliable, more repairable and more closed** than anything flown before. The station is the test bed where those systems are being developed, one litre of recycled water at a time.`,
};

export default article;
