import type { CmsBlog } from '../../src/legacy/content/cms-content';

// A fixed corpus whose expected results a reader would agree on: which article a title word,
// a phrase, a stem, a typo, an exclusion or an accented word should bring first.

const paragraph = (text: string) => ({ type: 'paragraph', children: [{ type: 'text', text }] });
const category = {
  space: { id: 1, name: 'Spaceflight', slug: 'spaceflight' },
  aviation: { id: 2, name: 'Aviation', slug: 'aviation' },
  astronomy: { id: 3, name: 'Astronomy', slug: 'astronomy' },
};
const tag = {
  moon: { id: 1, name: 'Moon', slug: 'moon' },
  nasa: { id: 2, name: 'NASA', slug: 'nasa' },
  telescopes: { id: 3, name: 'Telescopes', slug: 'telescopes' },
  engines: { id: 4, name: 'Engines', slug: 'engines' },
  airshows: { id: 5, name: 'Air shows', slug: 'air-shows' },
  rockets: { id: 6, name: 'Rockets', slug: 'rockets' },
};

function article(
  slug: string,
  title: string,
  publishedAt: string,
  extra: Partial<CmsBlog> & { id: number; body: string[] },
): CmsBlog & { documentId: string } {
  const { body, ...rest } = extra;
  return {
    documentId: `doc-${slug}`,
    slug,
    title,
    description: '',
    publishedAt,
    featureImage: { url: `/uploads/${slug}.webp`, mime: 'image/webp' },
    category: category.space,
    tags: [],
    content: body.map(paragraph),
    ...rest,
  };
}

export const relevanceCorpus = () => [
  article('artemis-return-to-the-moon', 'Artemis: the return to the Moon', '2025-11-16T10:00:00Z', {
    id: 101,
    description: 'Why the next crews will land near the lunar south pole.',
    tags: [tag.moon, tag.nasa],
    body: [
      'The programme launches its crews on a heavy rocket and docks them with a small station in a wide lunar orbit.',
      'Water ice in shadowed craters could one day supply drinking water and propellant.',
    ],
  }),
  article('a-week-at-mission-control', 'A week at mission control', '2024-05-02T09:00:00Z', {
    id: 102,
    description: 'Flight controllers, consoles and coffee.',
    tags: [tag.nasa],
    body: [
      'Controllers rehearse every phase of flight, including the Artemis splashdown, many times before launch day.',
    ],
  }),
  article('hubble-servicing-missions', 'Hubble servicing missions', '2023-04-24T09:00:00Z', {
    id: 103,
    category: category.astronomy,
    author: { id: 1, name: 'Kwame Mensah', slug: 'kwame-mensah' },
    description: 'Five visits by astronauts kept the telescope working for decades.',
    tags: [tag.telescopes, tag.nasa],
    body: [
      'Astronauts replaced gyroscopes, cameras and the solar arrays during long spacewalks.',
      'Each mission left the observatory more capable than it was at launch.',
    ],
  }),
  article('how-jet-engines-make-thrust', 'How jet engines make thrust', '2022-09-10T09:00:00Z', {
    id: 104,
    category: category.aviation,
    description: 'Compressor, combustor, turbine: the engine in four strokes.',
    tags: [tag.engines],
    body: [
      'Air is squeezed by the compressor, burned with fuel and expanded through the turbine and the nozzle.',
    ],
  }),
  article(
    'launching-rockets-from-the-sea',
    'Launching rockets from the sea',
    '2021-06-01T09:00:00Z',
    {
      id: 105,
      description: 'Floating pads near the equator.',
      tags: [tag.rockets],
      body: ['A converted oil platform makes a stable pad far from any town.'],
    },
  ),
  article('cafe-society-at-le-bourget', 'Café society at Le Bourget', '2019-06-20T09:00:00Z', {
    id: 106,
    category: category.aviation,
    description: 'Where the deals of the Paris air show are really made.',
    tags: [tag.airshows],
    body: ['Exhibitors trade résumés and rumours between the chalets and the flying display.'],
  }),
  article('moon-dust-and-water', 'Moon dust and lunar soil', '2020-03-03T09:00:00Z', {
    id: 107,
    category: category.astronomy,
    description: 'What the regolith is made of.',
    tags: [tag.moon],
    body: [
      'The soil is sharp glassy dust. Frozen water was found, and ice appears in samples from the poles.',
    ],
  }),
];
