import { featurePicture, inlinePicture } from '../pictures';
import type { ArticleSeed } from '../types';

const article: ArticleSeed = {
  title: 'Sustainable Aviation Fuel: What It Is, How It Is Made and What It Can Do',
  slug: 'sustainable-aviation-fuel',
  description:
    'Sustainable aviation fuel can be poured into today’s aircraft without changes. The hard part is making enough of it, from the right feedstocks, at a price airlines can pay.',
  category: 'aerospace-engineering',
  tags: ['sustainability', 'commercial-aviation', 'jet-engines'],
  publishedAt: '2025-10-20T07:30:00.000Z',
  featureImage: featurePicture('sustainable-aviation-fuel', 'runway'),
  images: [inlinePicture('sustainable-aviation-fuel-pathways', 'clouds')],
  seo: {
    metaTitle: 'Sustainable Aviation Fuel (SAF) Explained',
    metaDescription:
      'What sustainable aviation fuel is, the main ways it is produced, how much it cuts lifecycle emissions, and why supply and cost remain the biggest obstacles.',
    keywords:
      'sustainable aviation fuel, SAF, HEFA, e-fuel, power-to-liquid, aviation emissions, biofuel',
  },
  body: `Aviation is one of the hardest sectors to decarbonise. Batteries are far too heavy for long flights, and hydrogen aircraft need new designs and new airports. For the fleet flying today, and for the aircraft that will be built over the next two decades, the most practical lever is the fuel itself.

**Sustainable aviation fuel**, or SAF, is jet fuel made from sources other than crude oil. Burned in an engine, it releases roughly the same amount of carbon dioxide as ordinary kerosene. The benefit comes from where that carbon came from.

## Why it can be lower-carbon

Fossil jet fuel moves carbon that was locked underground for millions of years into the atmosphere. SAF made from plants, waste or captured carbon dioxide recycles carbon that was *already in circulation*. Measured across its whole lifecycle, from growing or collecting the feedstock to burning it, good SAF can reduce emissions substantially compared with fossil fuel; some pathways claim cuts of 80 per cent or more. The figure depends heavily on the feedstock and the energy used in production.

## A drop-in fuel

The great advantage of SAF is that it is a **drop-in** fuel. After processing, it is chemically very similar to conventional jet fuel, so it can be blended and used in existing engines, pipelines and airport tanks. Under the international fuel standard, approved SAF types can currently be blended with fossil kerosene at up to **50 per cent**. Test flights have run on 100 per cent SAF, and manufacturers are working to certify that for everyday use.

## How it is made

![Pathways from feedstock to jet fuel](image:sustainable-aviation-fuel-pathways)

There are several certified production routes. The main ones are:

- **HEFA** (hydroprocessed esters and fatty acids): fats and oils such as used cooking oil and animal tallow are treated with hydrogen. It is the most mature route and supplies most SAF today, but waste oils are limited.
- **Alcohol-to-jet:** ethanol or other alcohols, made from crops or waste, are converted into jet-fuel molecules.
- **Gasification and Fischer–Tropsch:** solid wastes, forestry residues or farm leftovers are turned into a synthesis gas and then built back up into liquid fuel.
- **Power-to-liquid (e-fuels):** hydrogen made from water using renewable electricity is combined with carbon dioxide captured from industry or the air. The supply of raw material is almost unlimited, but the process needs enormous amounts of clean electricity and is currently very expensive.

## The obstacles

SAF still makes up only a small fraction of the jet fuel used worldwide. The reasons are straightforward:

1. **Cost.** SAF typically costs two to several times as much as fossil jet fuel, and fuel is already one of an airline's largest expenses.
2. **Feedstock.** There is only so much used cooking oil in the world. Scaling up requires other sources, and crops grown specifically for fuel can compete with food and cause land-use problems.
3. **Plants.** Each new refinery needs large investment and years to build, and investors want confidence that demand will last.
4. **Accounting.** Sustainability depends on careful certification, so that fuels labelled as green really deliver the claimed savings.

## Mandates and incentives

Governments are now pushing SAF with rules and money. The European Union's *ReFuelEU Aviation* regulation requires fuel suppliers at EU airports to include a rising share of SAF: 2 per cent in 2025, 6 per cent in 2030 and 70 per cent by 2050, including a sub-target for synthetic e-fuels. The United Kingdom has a similar mandate, and the United States offers tax credits for qualifying fuel.

## Part of the answer

SAF will not solve aviation's climate impact alone. It does not directly address contrails and other non-carbon effects, and its supply will take decades to grow. But unlike many other solutions, it can start cutting emissions from the aircraft flying **today**. Alongside more efficient aircraft, better air traffic management and, eventually, new propulsion, it is one of the few tools that can make a measurable difference within this generation.`,
};

export default article;
