import { describe, expect, it } from 'vitest';
import { categories } from '../data/categories';
import { tags } from '../data/tags';
import { fixturePack } from '../fixtures';
import {
  ArticleGenerator,
  type ArticleFiling,
  type GeneratedArticle,
  type TakenNames,
} from './article-generator';
import { bodyWordCount } from './article-text';

const NOW = new Date('2026-06-15T12:00:00.000Z');
const TEN_YEARS_MS = 10 * 365.25 * 86_400_000;

const sampleFiling: ArticleFiling = {
  categories: categories.map((category, index) => ({ id: index + 1, slug: category.slug })),
  tags: tags.map((tag, index) => ({ id: index + 101, slug: tag.slug })),
  imageIds: [7, 8, 9],
};

const nothingTaken = (): TakenNames => ({
  titles: new Set(),
  slugs: new Set(),
  documentIds: new Set(),
});

function generate(count: number, seed = 'scale-40', taken = nothingTaken(), filing = sampleFiling) {
  const generator = new ArticleGenerator(seed, filing, taken, NOW);
  return Array.from({ length: count }, () => generator.next());
}

const paragraphWords = (article: GeneratedArticle) =>
  article.content
    .filter((block) => block.type === 'paragraph')
    .map((block) => bodyWordCount([block]));

describe('generated articles', () => {
  it('are the same for the same seed and differ for another', () => {
    expect(generate(20)).toEqual(generate(20));
    const other = new Set(generate(20, 'scale-70').map((article) => article.title));
    expect(generate(20).filter((article) => other.has(article.title))).toEqual([]);
  });

  it('never take a title, slug or document id the CMS already has', () => {
    const first = generate(300);
    const taken: TakenNames = {
      titles: new Set(first.map((article) => article.title)),
      slugs: new Set(first.map((article) => article.slug)),
      documentIds: new Set(first.map((article) => article.documentId)),
    };
    // The same seed again, as after deleting articles: every name must still be new.
    for (const article of generate(300, 'scale-40', taken)) {
      expect(first.map((one) => one.title)).not.toContain(article.title);
      expect(first.map((one) => one.slug)).not.toContain(article.slug);
      expect(first.map((one) => one.documentId)).not.toContain(article.documentId);
    }
  });

  it('have distinct titles and slugs, rarely needing a "Part n"', () => {
    const articles = generate(5000);
    expect(new Set(articles.map((article) => article.title)).size).toBe(5000);
    expect(new Set(articles.map((article) => article.slug)).size).toBe(5000);
    const parts = articles.filter((article) => /, Part \d+$/.test(article.title));
    expect(parts.length).toBeLessThan(50);
  });

  it('fit the schema: lengths, Strapi-shaped ids and slugs, filing from the CMS', () => {
    for (const article of generate(1000)) {
      expect(article.title.length).toBeLessThanOrEqual(200);
      expect(article.description.length).toBeLessThanOrEqual(500);
      expect(article.seo.metaTitle.length).toBeLessThanOrEqual(70);
      expect(article.seo.metaDescription.length).toBeLessThanOrEqual(200);
      expect(article.seo.keywords.length).toBeLessThanOrEqual(255);
      expect(article.documentId).toMatch(/^[a-z][a-z0-9]{23}$/);
      expect(article.slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
      expect(sampleFiling.categories.map((category) => category.id)).toContain(article.categoryId);
      expect(article.tagIds.length).toBeGreaterThanOrEqual(1);
      expect(article.tagIds.length).toBeLessThanOrEqual(4);
      expect(new Set(article.tagIds).size).toBe(article.tagIds.length);
      expect(sampleFiling.imageIds).toContain(article.imageId);
    }
  });

  it('are spread over the last ten years', () => {
    const dates = generate(2000).map((article) => article.publishedAt.getTime());
    for (const date of dates) {
      expect(date).toBeLessThan(NOW.getTime());
      expect(date).toBeGreaterThan(NOW.getTime() - TEN_YEARS_MS);
    }
    const years = new Set(dates.map((date) => new Date(date).getUTCFullYear()));
    expect(years.size).toBeGreaterThanOrEqual(10);
  });

  it('have bodies of 300–900 words in paragraphs of 60–150 words, under at least two headings', () => {
    for (const article of generate(2000)) {
      const words = bodyWordCount(article.content);
      expect(words).toBeGreaterThanOrEqual(300);
      expect(words).toBeLessThanOrEqual(900);
      for (const count of paragraphWords(article)) {
        expect(count).toBeGreaterThanOrEqual(60);
        expect(count).toBeLessThanOrEqual(150);
      }
      const headings = article.content.filter((block) => block.type === 'heading');
      expect(headings.length).toBeGreaterThanOrEqual(2);
      expect(article.content[0]?.type).toBe('paragraph');
    }
  });

  it('are filed under the category of their subject when the CMS has it', () => {
    const spaceflight = sampleFiling.categories.find((category) => category.slug === 'spaceflight');
    const rocketArticles = generate(500).filter((article) =>
      /rocket|launch|booster|countdown/i.test(article.title),
    );
    expect(rocketArticles.length).toBeGreaterThan(10);
    const inSpaceflight = rocketArticles.filter(
      (article) => article.categoryId === spaceflight?.id,
    );
    expect(inSpaceflight.length / rocketArticles.length).toBeGreaterThan(0.6);
  });

  it('use whatever categories and tags a smaller CMS has', () => {
    const filing: ArticleFiling = {
      categories: fixturePack.categories.map((category, index) => ({ id: index + 1, ...category })),
      tags: fixturePack.tags.map((tag, index) => ({ id: index + 11, ...tag })),
      imageIds: [1],
    };
    const used = new Set(generate(300, 'scale-3', nothingTaken(), filing).map((a) => a.categoryId));
    expect([...used].sort()).toEqual([1, 2, 3]);
  });
});
