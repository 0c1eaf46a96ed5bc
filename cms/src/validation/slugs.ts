/**
 * Entries created through the API (a reader's story sent by the quiz-service, for one) come
 * without a slug, which only the admin fills in as the editor types. Give them the same
 * unique slug the admin would have made from the title.
 */
import type { Core } from '@strapi/strapi';

interface UidService {
  generateUIDField(input: {
    contentTypeUID: string;
    field: string;
    data: Record<string, unknown>;
  }): Promise<string>;
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
