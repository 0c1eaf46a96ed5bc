/**
 * Entries created through the API (a reader's story sent by the quiz-service, for one) come
 * without a slug, which only the admin fills in as the editor types. Give them the same
 * unique slug the admin would have made from the title.
 */
import slugify from '@sindresorhus/slugify';
import type { Core } from '@strapi/strapi';

interface UidService {
  generateUIDField(input: {
    contentTypeUID: string;
    field: string;
    data: Record<string, unknown>;
  }): Promise<string>;
  findUniqueUID(input: { contentTypeUID: string; field: string; value: string }): Promise<string>;
}

export async function fillMissingSlug(
  strapi: Core.Strapi,
  uid: string,
  data: Record<string, unknown> | undefined,
) {
  if (!data || (typeof data.slug === 'string' && data.slug.trim() !== '')) return;
  const attribute = strapi.contentType(uid as 'api::blog.blog')?.attributes?.slug as
    { type?: string; targetField?: string } | undefined;
  if (attribute?.type !== 'uid' || !attribute.targetField) return;
  const source = data[attribute.targetField];
  if (typeof source !== 'string' || source.trim() === '') return;
  const service = strapi.plugin('content-manager').service('uid') as unknown as UidService;
  data.slug = await service.generateUIDField({ contentTypeUID: uid, field: 'slug', data });
}

/** Types whose slug is their address on the site. */
const ADDRESSED_TYPES = new Set(['api::blog.blog', 'api::magazine.magazine', 'api::story.story']);

/** The slug itself, or the slug with the number that made it unique ("mars-2" of "mars"). */
const isSlugOf = (slug: string, base: string) =>
  slug === base || (slug.startsWith(`${base}-`) && /^\d+$/.test(slug.slice(base.length + 1)));

interface DraftRow {
  title?: string | null;
  slug?: string | null;
}

/**
 * Until an article, an issue or a story is first published, its slug follows its title: the
 * admin leaves the placeholder it starts with ("blog-1") or the first title's slug unless the
 * editor clicks "Regenerate", and readers would get that address. A slug the editor chose
 * (neither the placeholder nor the previous title's) is kept; once published, the slug stays,
 * so links keep working.
 */
export async function slugFollowsTitle(
  strapi: Core.Strapi,
  uid: string,
  documentId: string | undefined,
  data: Record<string, unknown> | undefined,
) {
  if (!documentId || !data || !ADDRESSED_TYPES.has(uid)) return;
  const title = typeof data.title === 'string' ? data.title.trim() : '';
  if (!title) return;
  const query = strapi.db.query(uid as 'api::blog.blog');
  const published = await query.count({ where: { documentId, publishedAt: { $notNull: true } } });
  if (published > 0) return;
  const draft = (await query.findOne({
    where: { documentId, publishedAt: null },
    select: ['title', 'slug'],
  })) as DraftRow | null;
  const current = typeof data.slug === 'string' ? data.slug : (draft?.slug ?? '');
  const contentType = strapi.contentType(uid as 'api::blog.blog');
  const options = (contentType?.attributes?.slug as { options?: slugify.Options } | undefined)
    ?.options;
  const slugOf = (text: string) => slugify(text, options);
  const placeholder = slugOf(contentType?.info.singularName ?? '');
  const following =
    !current ||
    isSlugOf(current, placeholder) ||
    (draft?.title ? isSlugOf(current, slugOf(draft.title)) : false);
  const wanted = slugOf(title);
  if (!following || isSlugOf(current, wanted)) return;
  const service = strapi.plugin('content-manager').service('uid') as unknown as UidService;
  data.slug = await service.findUniqueUID({ contentTypeUID: uid, field: 'slug', value: wanted });
}
