import { describe, expect, it } from 'vitest';
import { authors } from '../authors';
import { categories } from '../categories';
import { tags } from '../tags';
import { articles } from './index';
import type { ImageSpec } from '../types';

const words = (markdown: string): number => markdown.split(/\s+/).filter(Boolean).length;
const inlineKeys = (markdown: string): string[] =>
  [...markdown.matchAll(/!\[[^\]]+\]\(image:([a-z0-9-]+)\)/g)].map((m) => m[1] ?? '');

describe('sample articles', () => {
  it('has enough articles to fill more than one page of the blog list', () => {
    expect(articles.length).toBeGreaterThanOrEqual(36);
  });

  it('lists articles newest first with distinct publish times in the 18 months before November 2026', () => {
    const times = articles.map((a) => Date.parse(a.publishedAt));
    expect(new Set(times).size).toBe(times.length);
    expect([...times].sort((a, b) => b - a)).toEqual(times);
    for (const t of times) {
      expect(t).toBeGreaterThanOrEqual(Date.parse('2025-05-01T00:00:00Z'));
      expect(t).toBeLessThan(Date.parse('2026-11-01T00:00:00Z'));
    }
  });

  it('signs a fair share with the seeded writers, each on several pieces of their beat', () => {
    const signed = articles.filter((a) => a.author);
    expect(signed.length).toBeGreaterThanOrEqual(articles.length / 3);
    for (const author of authors) {
      expect(
        signed.filter((a) => a.author === author.slug).length,
        author.slug,
      ).toBeGreaterThanOrEqual(3);
    }
    for (const a of signed) expect(authors.map((author) => author.slug)).toContain(a.author);
    // House pieces remain, signed with the site's author label.
    expect(signed.length).toBeLessThan(articles.length);
  });

  it('gives every article a unique kebab-case slug', () => {
    const slugs = articles.map((a) => a.slug);
    expect(new Set(slugs).size).toBe(slugs.length);
    for (const slug of slugs) expect(slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
  });

  it('uses image keys that are unique across the whole pack and have the expected sizes', () => {
    const all: ImageSpec[] = articles.flatMap((a) => [a.featureImage, ...a.images]);
    const keys = all.map((i) => i.key);
    expect(new Set(keys).size).toBe(keys.length);
    for (const a of articles) {
      expect([a.featureImage.width, a.featureImage.height]).toEqual([1600, 900]);
      for (const image of [a.featureImage, ...a.images]) {
        expect(image.key.startsWith(a.slug), image.key).toBe(true);
        expect(image.alt.length, image.key).toBeGreaterThan(20);
      }
      for (const image of a.images) expect([image.width, image.height]).toEqual([1200, 800]);
    }
  });

  it('refers only to categories and tags that exist', () => {
    const categorySlugs = new Set(categories.map((c) => c.slug));
    const tagSlugs = new Set(tags.map((t) => t.slug));
    for (const a of articles) {
      expect(categorySlugs.has(a.category), `${a.slug} → ${a.category}`).toBe(true);
      expect(a.tags.length, a.slug).toBeGreaterThanOrEqual(2);
      expect(a.tags.length, a.slug).toBeLessThanOrEqual(5);
      for (const tag of a.tags) expect(tagSlugs.has(tag), `${a.slug} → ${tag}`).toBe(true);
    }
  });

  it('fills every visible category with at least 5 articles, one with more than 12, and "other" with 1 or 2', () => {
    const count = (slug: string) => articles.filter((a) => a.category === slug).length;
    for (const c of categories.filter((c) => c.slug !== 'other')) {
      expect(count(c.slug), c.slug).toBeGreaterThanOrEqual(5);
    }
    expect(Math.max(...categories.map((c) => count(c.slug)))).toBeGreaterThan(12);
    expect(categories.find((c) => c.slug === 'other')?.name).toBe('Other');
    expect(count('other')).toBeGreaterThanOrEqual(1);
    expect(count('other')).toBeLessThanOrEqual(2);
  });

  it('has a tag shared by more than 12 articles so the tag page needs a second page', () => {
    const perTag = tags.map((t) => articles.filter((a) => a.tags.includes(t.slug)).length);
    expect(Math.max(...perTag)).toBeGreaterThan(12);
  });

  it('writes each body as 400–1,500 words of Markdown with a heading, a list and its inline images', () => {
    for (const a of articles) {
      const n = words(a.body);
      expect(n, `${a.slug} has ${n} words`).toBeGreaterThanOrEqual(400);
      expect(n, `${a.slug} has ${n} words`).toBeLessThanOrEqual(1500);
      expect(a.body, a.slug).toMatch(/^## \S/m);
      expect(a.body, a.slug).toMatch(/^(- |\d+\. )\S/m);
      expect(a.body, a.slug).toMatch(/\*\*[^*]+\*\*/);
      const used = inlineKeys(a.body);
      expect(used.length, a.slug).toBeGreaterThanOrEqual(1);
      expect(used.sort(), a.slug).toEqual(a.images.map((i) => i.key).sort());
    }
  });

  it('keeps search-engine texts within the lengths search results show', () => {
    for (const a of articles) {
      expect(a.seo.metaTitle.length, a.slug).toBeLessThanOrEqual(60);
      const d = a.seo.metaDescription.length;
      expect(d, `${a.slug} meta description is ${d} characters`).toBeGreaterThanOrEqual(120);
      expect(d, `${a.slug} meta description is ${d} characters`).toBeLessThanOrEqual(160);
      expect(a.seo.keywords.split(',').length, a.slug).toBeGreaterThanOrEqual(3);
      expect(a.description.length, a.slug).toBeGreaterThan(40);
    }
  });
});
