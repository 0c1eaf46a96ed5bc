/**
 * `npm run seed -- --scale N`: adds N generated, published articles to the CMS, for
 * benchmarks and for trying search on a large site. Nothing already there is changed; a
 * second run adds N more. The articles are filed under the CMS's own categories and tags and
 * share a few pictures of its media library. The run's seed is the number of articles already
 * there, so the same starting point gives the same articles.
 */
import type { Core } from '@strapi/strapi';
import { pauseCachePurge } from '../../webhooks/cache-purge';
import type { ImageSpec } from '../data/types';
import { MediaLibrary } from '../media';
import { loadContentPack } from '../seed';
import {
  ArticleGenerator,
  BEATS,
  type ArticleFiling,
  type Labelled,
  type TakenNames,
} from './article-generator';
import { type Database, insertArticles, readListPlaces } from './article-rows';
import { BLOG_UID, type BlogTables, blogTables } from './blog-tables';

/** Articles per transaction: a few megabytes of rows, well under the statement limits. */
const ARTICLES_PER_BATCH = 500;
/** Feature images are drawn from at most this many pictures. */
const MAX_PICTURES = 24;

async function readTakenNames(db: Database, tables: BlogTables): Promise<TakenNames> {
  const { table, title, slug, documentId } = tables.blogs;
  const rows = (await db(table).select(title, slug, documentId)) as Record<string, string>[];
  return {
    titles: new Set(rows.map((row) => row[title] ?? '')),
    slugs: new Set(rows.map((row) => row[slug] ?? '')),
    documentIds: new Set(rows.map((row) => row[documentId] ?? '')),
  };
}

async function labelled(
  strapi: Core.Strapi,
  uid: 'api::category.category' | 'api::tag.tag',
): Promise<Labelled[]> {
  const rows = (await strapi.db
    .query(uid)
    .findMany({ select: ['id', 'slug'], orderBy: { id: 'asc' } })) as Labelled[];
  return rows.map((row) => ({ id: Number(row.id), slug: row.slug }));
}

/**
 * Pictures already used as feature images, else any pictures of the media library, else a
 * dozen drawn and uploaded once (one per beat): articles share them, nothing is uploaded per
 * article.
 */
async function featurePictures(
  strapi: Core.Strapi,
  db: Database,
  tables: BlogTables,
): Promise<number[]> {
  const { media, fileTable } = tables;
  const used = (await db(media.table)
    .distinct(media.file)
    .where({ [media.relatedType]: BLOG_UID, [media.field]: 'featureImage' })
    .orderBy(media.file)
    .limit(MAX_PICTURES)) as Record<string, number>[];
  if (used.length > 0) return used.map((row) => Number(row[media.file]));

  const pictures = (await db(fileTable)
    .select('id')
    .where('mime', 'like', 'image/%')
    .orderBy('id')
    .limit(MAX_PICTURES)) as { id: number }[];
  if (pictures.length > 0) return pictures.map((row) => Number(row.id));

  strapi.log.info('[seed] The media library has no pictures; drawing a few for the articles.');
  const { render, videosDir } = loadContentPack();
  const library = new MediaLibrary(strapi, render, videosDir);
  try {
    const specs: ImageSpec[] = BEATS.map((beat) => ({
      key: `scale-feature-${beat.topic.replace(/\s+/g, '-')}`,
      // No words on the picture: the site sets the article's title beside or over it.
      title: '',
      alt: `Illustration for an article about ${beat.topic}`,
      motif: beat.motif,
      width: 1600,
      height: 900,
    }));
    await library.images(specs);
    return specs.map((spec) => library.byKey(spec.key).id);
  } finally {
    await library.dispose();
  }
}

/** Fresh planner statistics, so that the first queries after a big insert plan well. */
async function analyse(strapi: Core.Strapi, tables: BlogTables): Promise<void> {
  if (strapi.db.dialect.client !== 'postgres') return;
  const names = [
    tables.blogs.table,
    tables.category.table,
    tables.tags.table,
    tables.seo.table,
    tables.components.table,
    tables.media.table,
  ];
  await strapi.db.connection.raw(`ANALYZE ${names.map(() => '??').join(', ')}`, names);
}

export async function addGeneratedArticles(strapi: Core.Strapi, count: number): Promise<void> {
  const started = Date.now();
  const db = strapi.db.connection;
  const tables = blogTables(strapi);
  pauseCachePurge(true);
  try {
    const taken = await readTakenNames(db, tables);
    const existing = taken.documentIds.size;
    const filing: ArticleFiling = {
      categories: await labelled(strapi, 'api::category.category'),
      tags: await labelled(strapi, 'api::tag.tag'),
      imageIds: await featurePictures(strapi, db, tables),
    };
    if (filing.categories.length === 0 || filing.tags.length === 0)
      throw new Error(
        'The CMS has no categories or no tags to file generated articles under; add some (or `npm run seed -- --reset`) first.',
      );
    const generator = new ArticleGenerator(`scale-${existing}`, filing, taken, new Date());
    const places = await readListPlaces(db, tables);
    const progressEvery =
      count >= 20_000 ? Math.ceil(count / 10 / ARTICLES_PER_BATCH) * ARTICLES_PER_BATCH : 0;

    for (let done = 0; done < count;) {
      const articles = Array.from({ length: Math.min(ARTICLES_PER_BATCH, count - done) }, () =>
        generator.next(),
      );
      await db.transaction((transaction) => insertArticles(transaction, tables, articles, places));
      done += articles.length;
      if (progressEvery > 0 && done % progressEvery === 0 && done < count)
        strapi.log.info(`[seed] ${done} of ${count} generated articles written…`);
    }
    await analyse(strapi, tables);
    const seconds = ((Date.now() - started) / 1000).toFixed(1);
    strapi.log.info(
      `[seed] Added ${count} generated articles in ${seconds} s (${existing + count} articles in the CMS).`,
    );
  } finally {
    pauseCachePurge(false);
  }
}
