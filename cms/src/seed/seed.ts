/**
 * Fills an empty CMS with the original sample content pack (./data, with pictures drawn by
 * ./media/render, and a PDF per magazine issue by ./issue-pdf): categories, tags, articles
 * published on their own dates, magazines, stories, quiz questions, the fixed pages and the
 * single types. Runs at start when the
 * database has no content and CMS_SEED_SAMPLE_CONTENT is not "false"; `npm run seed -- --reset`
 * wipes the content and seeds again.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import type { Core } from '@strapi/strapi';
import { cmsEnv } from '../env';
import { pauseCachePurge } from '../webhooks/cache-purge';
import type { ContentPack, ImageSpec } from './data/types';
import { fixturePack, renderFixtureImage } from './fixtures';
import { markdownToBlocks } from './markdown-to-blocks';
import { type ImageRenderer, MediaLibrary } from './media';
import { renderIssuePdf } from './issue-pdf';

/** Every content type the seeder writes, in the order a reset deletes them. */
export const CONTENT_TYPES = [
  'api::home.home',
  // Editors' picks only (the seed makes none), but a reset deletes all content.
  'api::daily-challenge.daily-challenge',
  'api::quiz-question.quiz-question',
  'api::blog.blog',
  'api::magazine.magazine',
  'api::story.story',
  'api::page.page',
  'api::category.category',
  'api::tag.tag',
  'api::author.author',
  'api::site-setting.site-setting',
  'api::publisher.publisher',
] as const;

type ContentUid = (typeof CONTENT_TYPES)[number];

interface LoadedPack {
  pack: ContentPack;
  render: ImageRenderer;
  videosDir: string;
  source: string;
}

/** Loads a compiled module next to this file if it is there (the content pack is optional). */
function optionalModule<T>(relative: string): T | undefined {
  const candidate = path.join(__dirname, relative);
  if (
    !['.js', '.ts'].some((ext) => existsSync(candidate + ext)) &&
    !existsSync(path.join(candidate, 'index.js'))
  ) {
    return undefined;
  }
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- loaded only when present
  return require(candidate) as T;
}

export function loadContentPack(): LoadedPack {
  const media = optionalModule<{ renderSeedImage?: ImageRenderer }>('media/render');
  const render = media?.renderSeedImage ?? renderFixtureImage;
  const data = optionalModule<{ contentPack?: ContentPack }>('data/index');
  const videosDir = path.join(cmsEnv().cmsRoot, 'src', 'seed', 'media', 'videos');
  if (data?.contentPack && cmsEnv().seedPack === 'sample')
    return { pack: data.contentPack, render, videosDir, source: 'sample content pack' };
  return {
    pack: fixturePack,
    render,
    videosDir,
    source: 'fixture pack',
  };
}

async function hasContent(strapi: Core.Strapi): Promise<boolean> {
  for (const uid of CONTENT_TYPES) {
    if ((await strapi.db.query(uid).count()) > 0) return true;
  }
  return false;
}

/** Marks a seed in progress, so a start after an interrupted seed knows to start it over. */
const SEED_MARK = { type: 'core', name: 'apogee', key: 'sample-content-seed' } as const;

async function seedInterrupted(strapi: Core.Strapi): Promise<boolean> {
  return (await strapi.store.get(SEED_MARK)) === 'running';
}

/**
 * At start: seed when enabled and the database holds no content at all. A seed that was cut
 * short (the process stopped mid-way) is wiped and run again; content an editor made is never
 * touched.
 */
export async function seedIfEmpty(strapi: Core.Strapi): Promise<void> {
  if (!cmsEnv().seedSampleContent) return;
  if (await seedInterrupted(strapi)) {
    strapi.log.warn('[seed] The last sample content seed did not finish; starting it over.');
    await wipeContent(strapi);
  } else if (await hasContent(strapi)) {
    return;
  }
  await seedSampleContent(strapi);
}

/** Deletes every entry of the seeded types and every file of the media library. */
export async function wipeContent(strapi: Core.Strapi): Promise<void> {
  for (const uid of CONTENT_TYPES) {
    const rows = (await strapi.db.query(uid).findMany({ select: ['documentId'] })) as {
      documentId: string;
    }[];
    for (const documentId of new Set(rows.map((row) => row.documentId))) {
      await strapi.documents(uid).delete({ documentId });
    }
  }
  const files = (await strapi.db.query('plugin::upload.file').findMany({})) as { id: number }[];
  const upload = strapi.plugin('upload').service('upload') as unknown as {
    remove(file: unknown): Promise<unknown>;
  };
  for (const file of files) await upload.remove(file);
}

function allImages(pack: ContentPack): ImageSpec[] {
  return [
    ...pack.articles.flatMap((article) => [article.featureImage, ...article.images]),
    ...pack.magazines.map((magazine) => magazine.cover),
    ...pack.stories.flatMap((story) =>
      story.pages.flatMap((page) => ('image' in page.media ? [page.media.image] : [])),
    ),
    ...pack.pages.flatMap((page) => page.images),
    pack.publisher.picture,
    ...pack.authors.map((author) => author.picture),
  ];
}

function requireKey<T>(map: Map<string, T>, key: string, what: string): T {
  const value = map.get(key);
  if (value === undefined) throw new Error(`The content pack refers to unknown ${what} "${key}".`);
  return value;
}

export async function seedSampleContent(strapi: Core.Strapi): Promise<void> {
  const started = Date.now();
  const { pack, render, videosDir, source } = loadContentPack();
  strapi.log.info(`[seed] Seeding the ${source}…`);
  const media = new MediaLibrary(strapi, render, videosDir);
  await strapi.store.set({ ...SEED_MARK, value: 'running' });
  // The entry data below is cast (`as never`): Strapi's per-type input typings are generated
  // (types/generated, not committed), and each write is checked against the schema anyway.
  const docs = <U extends ContentUid>(uid: U) => strapi.documents(uid);
  pauseCachePurge(true);
  try {
    await media.images(allImages(pack));
    const blocks = (markdown: string) => markdownToBlocks(markdown, (key) => media.byKey(key));

    const categories = new Map<string, string>();
    for (const category of pack.categories) {
      const created = await docs('api::category.category').create({ data: category });
      categories.set(category.slug, created.documentId);
    }
    const tags = new Map<string, string>();
    for (const tag of pack.tags) {
      const created = await docs('api::tag.tag').create({ data: tag });
      tags.set(tag.slug, created.documentId);
    }

    const authors = new Map<string, string>();
    for (const author of pack.authors) {
      const created = await docs('api::author.author').create({
        data: { ...author, picture: media.byKey(author.picture.key).id } as never,
      });
      authors.set(author.slug, created.documentId);
    }

    const articles = new Map<string, string>();
    for (const article of pack.articles) {
      const featureImage = media.byKey(article.featureImage.key);
      const created = await docs('api::blog.blog').create({
        data: {
          title: article.title,
          slug: article.slug,
          description: article.description,
          content: blocks(article.body),
          featureImage: featureImage.id,
          category: requireKey(categories, article.category, 'category'),
          author: article.author ? requireKey(authors, article.author, 'author') : null,
          tags: article.tags.map((slug) => requireKey(tags, slug, 'tag')),
          seo: { ...article.seo, shareImage: featureImage.id },
        } as never,
        status: 'published',
      });
      articles.set(article.slug, created.documentId);
      await backdatePublication(strapi, 'api::blog.blog', created.documentId, article.publishedAt);
    }

    // Before the issues: their reader links must be on the hosts the settings allow.
    await docs('api::site-setting.site-setting').create({ data: pack.siteSettings as never });
    const magazines = new Map<string, string>();
    for (const magazine of pack.magazines) {
      const created = await docs('api::magazine.magazine').create({
        data: {
          title: magazine.title,
          slug: magazine.slug,
          issueDate: magazine.issueDate.slice(0, 10),
          cover: media.byKey(magazine.cover.key).id,
          pdf: (
            await media.pdf(`magazine-${magazine.slug}`, magazine.title, () =>
              renderIssuePdf(magazine, render),
            )
          ).id,
          description: blocks(magazine.description),
          readerUrl: magazine.readerUrl ?? null,
          purchaseUrl: magazine.purchaseUrl ?? null,
          tags: magazine.tags.map((slug) => requireKey(tags, slug, 'tag')),
        } as never,
        status: 'published',
      });
      magazines.set(magazine.slug, created.documentId);
      await backdatePublication(
        strapi,
        'api::magazine.magazine',
        created.documentId,
        magazine.issueDate,
      );
    }

    for (const story of pack.stories) {
      const pages = [];
      for (const page of story.pages) {
        const file =
          'image' in page.media
            ? media.byKey(page.media.image.key)
            : await media.video(page.media.video);
        pages.push({ media: file.id, caption: page.caption });
      }
      await docs('api::story.story').create({
        data: {
          title: story.title,
          slug: story.slug,
          description: story.description,
          pages,
        } as never,
        status: 'published',
      });
    }

    for (const question of pack.quizQuestions) {
      await docs('api::quiz-question.quiz-question').create({
        data: {
          question: question.question,
          options: question.options.map((text, index) => ({
            text,
            isCorrect: index === question.correctOption,
          })),
          explanation: question.explanation,
          topic: question.topic,
          difficulty: question.difficulty,
          relatedArticle: question.relatedArticle
            ? requireKey(articles, question.relatedArticle, 'article')
            : null,
          magazine: question.magazine ? requireKey(magazines, question.magazine, 'magazine') : null,
        } as never,
      });
    }

    for (const page of pack.pages) {
      await docs('api::page.page').create({
        data: { title: page.title, slug: page.slug, body: blocks(page.body) } as never,
        status: 'published',
      });
    }

    await docs('api::home.home').create({
      data: {
        hero: requireKey(articles, pack.home.hero, 'article'),
        editorsPicks: pack.home.editorsPicks.map((slug) => requireKey(articles, slug, 'article')),
      } as never,
    });
    await docs('api::publisher.publisher').create({
      data: {
        name: pack.publisher.name,
        picture: media.byKey(pack.publisher.picture.key).id,
        bio: blocks(pack.publisher.bio),
        contactEmail: pack.publisher.contactEmail,
      } as never,
    });

    await strapi.store.set({ ...SEED_MARK, value: 'done' });
    const seconds = ((Date.now() - started) / 1000).toFixed(1);
    strapi.log.info(
      `[seed] Sample content seeded in ${seconds} s: ${pack.articles.length} articles, ${pack.magazines.length} magazines, ` +
        `${pack.stories.length} stories, ${pack.quizQuestions.length} quiz questions, ${pack.pages.length} pages.`,
    );
  } finally {
    // Strapi emits entry events once a write has committed, just after it resolves: let the
    // last ones pass unsent before listening again.
    await new Promise((resolve) => setTimeout(resolve, 100));
    pauseCachePurge(false);
    await media.dispose();
  }
}

/** Gives the published version the content's own date (Strapi stamps "now" when publishing). */
async function backdatePublication(
  strapi: Core.Strapi,
  uid: ContentUid,
  documentId: string,
  isoDate: string,
) {
  const date = new Date(isoDate);
  if (Number.isNaN(date.getTime()))
    throw new Error(`Invalid publication date "${isoDate}" for ${uid} ${documentId}.`);
  await strapi.db.query(uid).updateMany({
    where: { documentId, publishedAt: { $notNull: true } },
    data: { publishedAt: date },
  });
}
