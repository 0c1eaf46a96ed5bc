import type {
  LegacyBlog,
  LegacyCategory,
  LegacyMagazine,
  LegacyStoryItem,
  LegacyStoryRow,
} from '@apogee/contracts/legacy';
import { formatDate } from '@apogee/contracts/dates';
import { blocksToHtml, safeUrl } from '../../lib/blocks-html';
import type { CmsBlog, CmsMagazine, CmsMedia, CmsNamed, CmsStory } from './cms-content';

const text = (value: unknown) => (typeof value === 'string' ? value : '');
const int = (value: unknown) => (typeof value === 'number' && Number.isInteger(value) ? value : 0);

/** Media of the CMS as an absolute address: relative /uploads/… go through the site's origin. */
export const mediaUrl = (media: CmsMedia | null | undefined, origin: string) =>
  (media && safeUrl(media.url, origin)) ?? '';

const names = (tags: CmsNamed[] | null | undefined) =>
  (Array.isArray(tags) ? tags : []).map((tag) => text(tag.name)).filter(Boolean);

export interface ShapeContext {
  /** The site's public origin (PUBLIC_URL): media and inner links become absolute on it. */
  origin: string;
}

export function toLegacyBlog(blog: CmsBlog, ctx: ShapeContext): LegacyBlog {
  const title = text(blog.title);
  return {
    blog_id: int(blog.id),
    blog_slug: text(blog.slug),
    blog_title: title,
    title,
    blog_feature_image: mediaUrl(blog.featureImage, ctx.origin),
    blog_content: blocksToHtml(blog.content, ctx.origin),
    blog_description: text(blog.description),
    blog_tag: names(blog.tags).join(','),
    category_name: text(blog.category?.name),
    category_slug: text(blog.category?.slug),
    // The same words the site shows beside the article.
    formatted_date: formatDate(text(blog.publishedAt)),
  };
}

export function toLegacyCategory(category: CmsNamed): LegacyCategory {
  return { category_name: text(category.name), category_slug: text(category.slug) };
}

export function toLegacyMagazine(magazine: CmsMagazine, ctx: ShapeContext): LegacyMagazine {
  return {
    idMagazines: int(magazine.id),
    magazine_slug: text(magazine.slug),
    magazine_title: text(magazine.title),
    magazine_cover_image: mediaUrl(magazine.cover, ctx.origin),
    magazine_description: blocksToHtml(magazine.description, ctx.origin),
    magazine_link: safeUrl(magazine.readerUrl, ctx.origin) ?? '',
    MagCloudLink: safeUrl(magazine.purchaseUrl, ctx.origin) ?? '',
    magazine_tags: names(magazine.tags).join(', '),
  };
}

const mediaType = (media: CmsMedia | null | undefined) =>
  text(media?.mime).startsWith('video/') ? ('video' as const) : ('image' as const);

const pagesOf = (story: CmsStory) =>
  (Array.isArray(story.pages) ? story.pages : []).filter((page) => page.media);

/** One flat row per media item of every story (old clients group them by story_id). */
export function toLegacyStoryRows(story: CmsStory, ctx: ShapeContext): LegacyStoryRow[] {
  return pagesOf(story).map((page) => ({
    story_id: int(story.id),
    story_slug: text(story.slug),
    story_title: text(story.title),
    media_type: mediaType(page.media),
    cover_image: mediaUrl(page.media, ctx.origin),
  }));
}

/** The viewer's pages; a page without a caption shows the story's title. */
export function toLegacyStoryItems(story: CmsStory, ctx: ShapeContext): LegacyStoryItem[] {
  return pagesOf(story).map((page, index) => ({
    id: int(page.id) || index + 1,
    story_id: int(story.id),
    story_slug: text(story.slug),
    title: text(story.title),
    caption: text(page.caption) || text(story.title),
    media_type: mediaType(page.media),
    cover_image: mediaUrl(page.media, ctx.origin),
  }));
}
