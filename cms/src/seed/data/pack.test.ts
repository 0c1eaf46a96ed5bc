import { statSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { MOTIFS } from '../media/motifs';
import { seedVideoPath } from '../media/videos';
import { contentPack } from './index';
import type { ImageSpec } from './types';

const {
  articles,
  categories,
  tags,
  magazines,
  stories,
  quizQuestions,
  pages,
  siteSettings,
  home,
  publisher,
} = contentPack;

const words = (markdown: string): number => markdown.split(/\s+/).filter(Boolean).length;
const inlineImageKeys = (markdown: string): string[] =>
  [...markdown.matchAll(/!\[[^\]]*\]\(image:([^)]+)\)/g)].map((m) => m[1] ?? '');
const isHttps = (url: string): boolean => new URL(url).protocol === 'https:';
const duplicates = (values: string[]): string[] => values.filter((v, i) => values.indexOf(v) !== i);

const articleSlugs = new Set(articles.map((a) => a.slug));
const tagSlugs = new Set(tags.map((t) => t.slug));

function allImages(): ImageSpec[] {
  const images: ImageSpec[] = [];
  for (const a of articles) images.push(a.featureImage, ...a.images);
  for (const m of magazines) images.push(m.cover);
  for (const s of stories)
    for (const p of s.pages) if ('image' in p.media) images.push(p.media.image);
  for (const p of pages) images.push(...p.images);
  images.push(publisher.picture);
  return images;
}

describe('the sample content pack as a whole', () => {
  it('gives every picture a unique key, a known motif, an alt text and whole-pixel size', () => {
    const images = allImages();
    expect(duplicates(images.map((i) => i.key))).toEqual([]);
    for (const image of images) {
      expect(image.key).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
      expect(MOTIFS).toContain(image.motif);
      expect(image.alt.trim().length, image.key).toBeGreaterThan(10);
      expect(Number.isInteger(image.width) && Number.isInteger(image.height), image.key).toBe(true);
    }
  });

  it('uses unique slugs within each kind of content', () => {
    for (const slugs of [
      articles.map((a) => a.slug),
      categories.map((c) => c.slug),
      tags.map((t) => t.slug),
      magazines.map((m) => m.slug),
      stories.map((s) => s.slug),
      pages.map((p) => p.slug),
    ]) {
      expect(duplicates(slugs)).toEqual([]);
    }
  });

  it('only refers to tags and categories that exist', () => {
    const categorySlugs = new Set(categories.map((c) => c.slug));
    for (const a of articles) {
      expect(categorySlugs.has(a.category), `${a.slug} → ${a.category}`).toBe(true);
      for (const t of a.tags) expect(tagSlugs.has(t), `${a.slug} → ${t}`).toBe(true);
    }
    for (const m of magazines)
      for (const t of m.tags) expect(tagSlugs.has(t), `${m.slug} → ${t}`).toBe(true);
  });
});

describe('magazines', () => {
  it('has at least 14 monthly issues, newest November 2026, one per month going back', () => {
    expect(magazines.length).toBeGreaterThanOrEqual(14);
    expect(magazines[0]?.issueDate).toBe('2026-11-01');
    magazines.forEach((m, i) => {
      const expected = new Date(Date.UTC(2026, 10 - i, 1)).toISOString().slice(0, 10);
      expect(m.issueDate, m.slug).toBe(expected);
    });
  });

  it('gives each issue a portrait cover, a description of 80–200 words, no made-up links and 2–4 tags', () => {
    for (const m of magazines) {
      expect([m.cover.width, m.cover.height], m.slug).toEqual([1200, 1600]);
      expect(words(m.description), m.slug).toBeGreaterThanOrEqual(80);
      expect(words(m.description), m.slug).toBeLessThanOrEqual(200);
      // The issue reads from its seeded PDF; a reader or shop address would point nowhere.
      expect([m.readerUrl, m.purchaseUrl], m.slug).toEqual([undefined, undefined]);
      expect(m.tags.length, m.slug).toBeGreaterThanOrEqual(2);
      expect(m.tags.length, m.slug).toBeLessThanOrEqual(4);
    }
  });
});

describe('stories', () => {
  it('has at least 8 stories of 3–6 pages with short captions', () => {
    expect(stories.length).toBeGreaterThanOrEqual(8);
    for (const s of stories) {
      expect(s.pages.length, s.slug).toBeGreaterThanOrEqual(3);
      expect(s.pages.length, s.slug).toBeLessThanOrEqual(6);
      expect(s.description.trim(), s.slug).not.toBe('');
      for (const p of s.pages) {
        expect(p.caption.trim(), s.slug).not.toBe('');
        expect(p.caption.length, p.caption).toBeLessThanOrEqual(140);
      }
    }
  });

  it('draws image pages full-screen portrait (1080×1920)', () => {
    for (const s of stories) {
      for (const p of s.pages) {
        if ('image' in p.media)
          expect([p.media.image.width, p.media.image.height], s.slug).toEqual([1080, 1920]);
      }
    }
  });

  it('has at least two stories with a video page, each clip shipped and under 300 KB', () => {
    const withVideo = stories.filter((s) => s.pages.some((p) => 'video' in p.media));
    expect(withVideo.length).toBeGreaterThanOrEqual(2);
    for (const s of withVideo) {
      for (const p of s.pages) {
        if (!('video' in p.media)) continue;
        const file = seedVideoPath(p.media.video.file);
        expect(statSync(file).size, file).toBeLessThan(300 * 1024);
        expect(p.media.video.file).toMatch(/\.mp4$/);
      }
    }
  });
});

describe('quiz questions', () => {
  it('has at least 60 questions over at least 6 topics', () => {
    expect(quizQuestions.length).toBeGreaterThanOrEqual(60);
    expect(new Set(quizQuestions.map((q) => q.topic)).size).toBeGreaterThanOrEqual(6);
    expect(duplicates(quizQuestions.map((q) => q.question))).toEqual([]);
  });

  it('offers 2–6 distinct options with exactly one correct answer', () => {
    for (const q of quizQuestions) {
      expect(q.options.length, q.question).toBeGreaterThanOrEqual(2);
      expect(q.options.length, q.question).toBeLessThanOrEqual(6);
      expect(duplicates(q.options), q.question).toEqual([]);
      expect(Number.isInteger(q.correctOption), q.question).toBe(true);
      expect(q.correctOption, q.question).toBeGreaterThanOrEqual(0);
      expect(q.correctOption, q.question).toBeLessThan(q.options.length);
    }
  });

  it('does not always put the right answer in the same place', () => {
    const positions = new Set(quizQuestions.map((q) => q.correctOption));
    for (const position of [0, 1, 2, 3])
      expect(positions.has(position), `position ${position}`).toBe(true);
  });

  it('explains every answer in one to three sentences', () => {
    for (const q of quizQuestions) {
      const sentences = q.explanation.split(/(?<=[.!?])\s+(?=[A-Z0-9])/).filter(Boolean);
      expect(sentences.length, q.explanation).toBeGreaterThanOrEqual(1);
      expect(sentences.length, q.explanation).toBeLessThanOrEqual(3);
    }
  });

  it('gives every question a difficulty', () => {
    for (const q of quizQuestions)
      expect(['easy', 'medium', 'hard'], q.question).toContain(q.difficulty);
  });

  it('has articles teaching two or three questions each ("Test yourself")', () => {
    const perArticle = new Map<string, number>();
    for (const q of quizQuestions)
      if (q.relatedArticle)
        perArticle.set(q.relatedArticle, (perArticle.get(q.relatedArticle) ?? 0) + 1);
    const taught = [...perArticle.values()].filter((count) => count >= 2 && count <= 3);
    expect(taught.length).toBeGreaterThanOrEqual(3);
  });

  it('gives the newest issues a quiz of at least two questions, on issues that exist', () => {
    const issueSlugs = new Set(magazines.map((m) => m.slug));
    for (const q of quizQuestions)
      if (q.magazine) expect(issueSlugs.has(q.magazine), q.magazine).toBe(true);
    for (const issue of magazines.slice(0, 3)) {
      const quiz = quizQuestions.filter((q) => q.magazine === issue.slug);
      expect(quiz.length, issue.slug).toBeGreaterThanOrEqual(2);
    }
  });

  it('links related articles that exist', () => {
    const related = quizQuestions.filter((q) => q.relatedArticle !== undefined);
    expect(related.length).toBeGreaterThanOrEqual(12);
    for (const q of related)
      expect(articleSlugs.has(q.relatedArticle ?? ''), q.relatedArticle).toBe(true);
  });
});

describe('static pages', () => {
  const page = (slug: string) => {
    const found = pages.find((p) => p.slug === slug);
    if (!found) throw new Error(`missing page ${slug}`);
    return found;
  };

  it('has exactly the four routes of the site', () => {
    expect(pages.map((p) => p.slug).sort()).toEqual(
      ['about-us', 'information-policy', 'privacy-policy', 'terms-of-use'].sort(),
    );
  });

  it('is long enough to be real text', () => {
    expect(words(page('about-us').body)).toBeGreaterThanOrEqual(350);
    expect(words(page('privacy-policy').body)).toBeGreaterThanOrEqual(600);
    expect(words(page('terms-of-use').body)).toBeGreaterThanOrEqual(600);
    expect(words(page('information-policy').body)).toBeGreaterThanOrEqual(350);
  });

  it('has the About sections and shows its pictures inline', () => {
    const about = page('about-us');
    for (const heading of ['## Our Mission', '## What We Offer', '## Our Founder']) {
      expect(about.body).toContain(heading);
    }
    expect(about.images.length).toBeGreaterThanOrEqual(1);
    expect(inlineImageKeys(about.body).sort()).toEqual(about.images.map((i) => i.key).sort());
  });

  it('names the controller, the governing law and contains no placeholders', () => {
    expect(page('privacy-policy').body).toContain('Apogee Media Ltd');
    expect(page('privacy-policy').body).toContain('controller');
    expect(page('terms-of-use').body).toContain('law of England and Wales');
    for (const p of pages) {
      for (const inline of inlineImageKeys(p.body)) {
        expect(
          p.images.map((i) => i.key),
          p.slug,
        ).toContain(inline);
      }
      expect(p.body, p.slug).not.toMatch(
        /\[(jurisdiction|insert|todo|tbd)[^\]]*\]|lorem ipsum|\$\{|undefined/i,
      );
    }
  });
});

describe('site settings, home and publisher', () => {
  it('carries the brand and https social and map links', () => {
    expect(siteSettings.siteName).toBe('Apogee');
    expect(siteSettings.tagline).toBe('Aviation & Space Insights');
    expect(siteSettings.operatingCompany).toBe('Apogee Media Ltd');
    for (const url of [...Object.values(siteSettings.socialLinks), siteSettings.mapLink]) {
      expect(isHttps(url), url).toBe(true);
    }
    expect(siteSettings.editorialEmail).toMatch(/^[^@\s]+@[^@\s]+\.[a-z]+$/);
    expect(siteSettings.postalAddress).toMatch(/United Kingdom$/);
  });

  it('features articles that exist on the home page', () => {
    expect(articleSlugs.has(home.hero), home.hero).toBe(true);
    expect(home.editorsPicks.length).toBeLessThanOrEqual(4);
    expect(duplicates([home.hero, ...home.editorsPicks])).toEqual([]);
    for (const slug of home.editorsPicks) expect(articleSlugs.has(slug), slug).toBe(true);
  });

  it('gives the publisher a square picture and a short bio', () => {
    expect([publisher.picture.width, publisher.picture.height]).toEqual([800, 800]);
    expect(words(publisher.bio)).toBeGreaterThanOrEqual(90);
    expect(words(publisher.bio)).toBeLessThanOrEqual(160);
    expect(publisher.contactEmail).toMatch(/^[^@\s]+@[^@\s]+\.[a-z]+$/);
  });
});
