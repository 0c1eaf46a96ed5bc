/**
 * Writes generated articles straight into Strapi's tables (./blog-tables.ts says which rows an
 * article is made of), a batch at a time in one transaction, so that a run stopped half-way
 * leaves whole published articles and nothing half-written. Strapi's document service takes
 * some 25 ms (SQLite) to 90 ms (PostgreSQL) to create and publish one article: 10,000 would
 * take 4 to 15 minutes, against 5 to 10 seconds here.
 */
import type { Core } from '@strapi/strapi';
import type { GeneratedArticle } from './article-generator';
import { BLOG_UID, type BlogTables, SEO_COMPONENT_UID } from './blog-tables';

/** Knex, as Strapi exposes it (a transaction is one too). */
export type Database = Core.Strapi['db']['connection'];
type Row = Record<string, unknown>;

/**
 * Rows per INSERT. Knex writes a many-row insert for SQLite as a compound SELECT, which SQLite
 * caps at 500 terms; the bound values (at most 11 a row here) stay far under SQLite's 32,766
 * and PostgreSQL's 65,535.
 */
const ROWS_PER_STATEMENT = 500;

function chunks<T>(rows: readonly T[]): T[][] {
  const result: T[][] = [];
  for (let start = 0; start < rows.length; start += ROWS_PER_STATEMENT)
    result.push(rows.slice(start, start + ROWS_PER_STATEMENT));
  return result;
}

async function insert(db: Database, table: string, rows: readonly Row[]): Promise<void> {
  for (const chunk of chunks(rows)) await db(table).insert(chunk);
}

/**
 * Inserts rows and returns their new ids in the order of `rows`. Both databases number the
 * rows of one INSERT in the order of its VALUES (SQLite has a single writer; PostgreSQL draws
 * the sequence row by row), but neither promises the order RETURNING lists them in: sorting
 * the ids restores it.
 */
async function insertWithIds(db: Database, table: string, rows: readonly Row[]): Promise<number[]> {
  const ids: number[] = [];
  for (const chunk of chunks(rows)) {
    const returned = (await db(table).insert(chunk).returning('id')) as { id: number | string }[];
    ids.push(...returned.map((row) => Number(row.id)).sort((a, b) => a - b));
  }
  if (ids.length !== rows.length)
    throw new Error(`Inserting into ${table} returned ${ids.length} ids for ${rows.length} rows.`);
  return ids;
}

/**
 * The next free place of an article in each category's and tag's list of articles (blog_ord),
 * carried from batch to batch.
 */
export interface ListPlaces {
  category: Map<number, number>;
  tag: Map<number, number>;
}

export async function readListPlaces(db: Database, tables: BlogTables): Promise<ListPlaces> {
  const last = async (table: string, key: string, order: string) => {
    const rows = (await db(table).select(key).max(order, { as: 'last' }).groupBy(key)) as Row[];
    return new Map(rows.map((row) => [Number(row[key]), Number(row.last ?? 0)]));
  };
  return {
    category: await last(
      tables.category.table,
      tables.category.category,
      tables.category.blogOrder,
    ),
    tag: await last(tables.tags.table, tables.tags.tag, tables.tags.blogOrder),
  };
}

function nextPlace(places: Map<number, number>, id: number): number {
  const place = (places.get(id) ?? 0) + 1;
  places.set(id, place);
  return place;
}

/** Writes one batch of articles, each as a draft and a published version. */
export async function insertArticles(
  db: Database,
  tables: BlogTables,
  articles: readonly GeneratedArticle[],
  places: ListPlaces,
): Promise<void> {
  const { blogs, category, tags, seo, components, media } = tables;
  // Version rows in pairs: [draft, published] of the first article, then of the second…
  const versions = articles.flatMap((article) => {
    const row = {
      [blogs.documentId]: article.documentId,
      [blogs.title]: article.title,
      [blogs.slug]: article.slug,
      [blogs.description]: article.description,
      // Serialised here: the pg driver would send an array as a PostgreSQL array, not JSON.
      [blogs.content]: JSON.stringify(article.content),
      // An article written on the day it went out, never edited since.
      [blogs.createdAt]: article.publishedAt,
      [blogs.updatedAt]: article.publishedAt,
      [blogs.locale]: null,
    };
    return [
      { article, row: { ...row, [blogs.publishedAt]: null } },
      { article, row: { ...row, [blogs.publishedAt]: article.publishedAt } },
    ];
  });
  const blogIds = await insertWithIds(
    db,
    blogs.table,
    versions.map((version) => version.row),
  );
  const seoIds = await insertWithIds(
    db,
    seo.table,
    versions.map(({ article }) => ({
      [seo.metaTitle]: article.seo.metaTitle,
      [seo.metaDescription]: article.seo.metaDescription,
      [seo.keywords]: article.seo.keywords,
    })),
  );

  const categoryLinks: Row[] = [];
  const tagLinks: Row[] = [];
  const componentLinks: Row[] = [];
  const mediaLinks: Row[] = [];
  versions.forEach(({ article }, index) => {
    const blogId = blogIds[index];
    const seoId = seoIds[index];
    if (blogId === undefined || seoId === undefined) throw new Error('Missing inserted row id.');
    // Both versions of an article share its places; the draft (even index) draws them.
    const firstVersion = index % 2 === 0;
    const categoryPlace = firstVersion
      ? nextPlace(places.category, article.categoryId)
      : (places.category.get(article.categoryId) ?? 1);
    categoryLinks.push({
      [category.blog]: blogId,
      [category.category]: article.categoryId,
      [category.blogOrder]: categoryPlace,
    });
    article.tagIds.forEach((tagId, tagIndex) => {
      tagLinks.push({
        [tags.blog]: blogId,
        [tags.tag]: tagId,
        [tags.tagOrder]: tagIndex + 1,
        [tags.blogOrder]: firstVersion
          ? nextPlace(places.tag, tagId)
          : (places.tag.get(tagId) ?? 1),
      });
    });
    componentLinks.push({
      [components.entity]: blogId,
      [components.component]: seoId,
      [components.componentType]: SEO_COMPONENT_UID,
      [components.field]: 'seo',
      [components.order]: null,
    });
    mediaLinks.push(
      {
        [media.file]: article.imageId,
        [media.relatedId]: blogId,
        [media.relatedType]: BLOG_UID,
        [media.field]: 'featureImage',
        [media.order]: 1,
      },
      {
        [media.file]: article.imageId,
        [media.relatedId]: seoId,
        [media.relatedType]: SEO_COMPONENT_UID,
        [media.field]: 'shareImage',
        [media.order]: 1,
      },
    );
  });

  await insert(db, category.table, categoryLinks);
  await insert(db, tags.table, tagLinks);
  await insert(db, components.table, componentLinks);
  await insert(db, media.table, mediaLinks);
}
