import { describe, expect, it } from 'vitest';
import { motifScenes } from '../media/motif-scenes';
import { MOTIFS } from '../media/motifs';
import { composeSvg } from '../media/render';
import { contentPack } from './index';
import type { ImageSpec } from './types';

const { articles, magazines, stories, pages, home, publisher } = contentPack;

const storyPictures = (slug: string): ImageSpec[] =>
  (stories.find((s) => s.slug === slug)?.pages ?? []).flatMap((p) =>
    'image' in p.media ? [p.media.image] : [],
  );
const articlePictures = (slug: string): ImageSpec[] => {
  const article = articles.find((a) => a.slug === slug);
  return article ? [article.featureImage, ...article.images] : [];
};
const cover = (theme: string): ImageSpec[] =>
  magazines.filter((m) => m.cover.title === theme).map((m) => m.cover);

/** Every picture of the pack except the magazine covers. */
const wordless: ImageSpec[] = [
  ...articles.flatMap((a) => [a.featureImage, ...a.images]),
  ...stories.flatMap((s) => s.pages.flatMap((p) => ('image' in p.media ? [p.media.image] : []))),
  ...pages.flatMap((p) => p.images),
  publisher.picture,
];
const covers = magazines.map((m) => m.cover);

describe('words on the sample pictures', () => {
  it('draws no words and no scrim on any picture but a magazine cover', () => {
    expect(wordless.length).toBeGreaterThan(100);
    for (const picture of wordless) {
      expect(picture.title, picture.key).toBe('');
      expect(picture.subtitle, picture.key).toBeUndefined();
      const svg = composeSvg(picture);
      expect(svg, picture.key).not.toMatch(/<text\b/);
      expect(svg, picture.key).not.toContain('url(#scrim)');
    }
  });

  it('leaves the home hero free of words, since the site sets the lead title over it', () => {
    const hero = articles.find((a) => a.slug === home.hero);
    if (!hero) throw new Error(`The home hero ${home.hero} is not a sample article.`);
    expect(composeSvg(hero.featureImage)).not.toMatch(/<text\b/);
  });

  it('prints each issue’s theme and date on its cover', () => {
    for (const m of magazines) {
      expect(m.title, m.slug).toContain(m.cover.title);
      expect(m.cover.subtitle, m.slug).toMatch(/^Apogee · \w+ \d{4}$/);
      expect(composeSvg(m.cover).match(/<text\b/g), m.slug).toHaveLength(2);
    }
  });
});

describe('what the sample pictures show', () => {
  it('draws and describes every motif the pack names', () => {
    for (const picture of [...wordless, ...covers]) {
      expect(MOTIFS, picture.key).toContain(picture.motif);
      expect(motifScenes[picture.motif], picture.key).toBeTruthy();
    }
  });

  it('describes every picture by the scene its motif draws', () => {
    for (const picture of [...wordless, ...covers]) {
      expect(picture.alt, picture.key).toContain(motifScenes[picture.motif]);
    }
  });

  it('shows Mars, without rings, on every page of "Mars in Miniature"', () => {
    const pictures = storyPictures('mars-in-miniature');
    expect(pictures.length).toBeGreaterThanOrEqual(3);
    for (const picture of pictures) {
      expect(picture.motif, picture.key).toBe('mars');
      expect(picture.alt, picture.key).not.toMatch(/ring/i);
    }
  });

  // Subjects whose pictures once showed something else (a ringed planet for Mars and the Moon,
  // a rocket for a rocket plane, an airliner's wing for the Wright Flyer).
  it.each<[string, ImageSpec[], ImageSpec['motif'][]]>([
    ['the Ingenuity article', articlePictures('mars-helicopter-ingenuity'), ['mars']],
    ['the Red Planet Dispatch cover', cover('Red Planet Dispatch'), ['mars']],
    ['the lunar water ice article', articlePictures('lunar-water-ice'), ['moon']],
    ['the Apollo 13 article', articlePictures('apollo-13-successful-failure'), ['moon']],
    [
      'the Artemis article (the home hero)',
      articlePictures('artemis-programme-return-to-the-moon'),
      ['moon', 'moonshot'],
    ],
    ['The Moon, Again cover', cover('The Moon, Again'), ['moon']],
    [
      'the space weather article',
      articlePictures('solar-cycle-and-space-weather').slice(0, 1),
      ['sun'],
    ],
    ['the asteroid deflection article', articlePictures('asteroid-deflection-dart'), ['asteroid']],
    ['the Saturn story', storyPictures('saturn-in-five-facts'), ['saturn']],
    ['the re-entry article', articlePictures('re-entry-heat-shields'), ['reentry']],
    [
      'the sound barrier article',
      articlePictures('breaking-the-sound-barrier').slice(0, 1),
      ['supersonic'],
    ],
    ['the Concorde article', articlePictures('concorde-legacy'), ['supersonic']],
    ['the Wright Flyer article', articlePictures('wright-flyer-first-flight'), ['biplane']],
    ['the airship article', articlePictures('airships-rise-and-fall'), ['airship']],
    ['the Hubble article', articlePictures('hubble-servicing-missions').slice(0, 1), ['telescope']],
    ['the Webb article', articlePictures('james-webb-sunshield'), ['webb']],
    [
      'the reusable boosters article',
      articlePictures('reusable-boosters-propulsive-landing').slice(0, 1),
      ['landing'],
    ],
    ['the Reusable Rockets cover', cover('Reusable Rockets'), ['landing']],
  ])('pictures %s faithfully', (_subject, pictures, motifs) => {
    expect(pictures.length).toBeGreaterThan(0);
    for (const picture of pictures) expect(motifs, picture.key).toContain(picture.motif);
  });

  it('keeps the ringed giant for the giant planets and planets of other stars', () => {
    const ringed = [...wordless, ...covers].filter((p) => p.motif === 'planet').map((p) => p.key);
    expect(ringed.sort()).toEqual([
      'exoplanet-detection-methods-feature',
      'voyager-interstellar-journey-grand-tour',
    ]);
  });
});

describe('the writers’ portraits', () => {
  it('draws each author upright as a face of their own, described with their name', () => {
    const portraits = contentPack.authors.map((author) => author.picture);
    expect(portraits.length).toBeGreaterThanOrEqual(3);
    for (const [index, picture] of portraits.entries()) {
      const author = contentPack.authors[index];
      expect(picture.motif, picture.key).toBe('portrait');
      expect(picture.height, picture.key).toBeGreaterThanOrEqual(picture.width);
      expect(picture.alt, picture.key).toContain(motifScenes.portrait);
      expect(picture.alt, picture.key).toContain(author?.name);
      expect(composeSvg(picture), picture.key).not.toMatch(/<text\b|<image\b/);
    }
    // No two writers share a face.
    expect(new Set(portraits.map((picture) => composeSvg(picture))).size).toBe(portraits.length);
  });
});
