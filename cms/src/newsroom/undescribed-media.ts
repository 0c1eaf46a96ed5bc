/**
 * Pictures of the media library without alternative text, for the admin's "Pictures to
 * describe" page: Strapi's media library cannot filter on it, and a picture without it keeps
 * an article or a story from being published (validation/alt-text.ts).
 *
 * GET /newsroom/undescribed-media?page=1: 24 a page, newest first, with the total.
 */
import type { Core } from '@strapi/strapi';

const PAGE_SIZE = 24;

export interface UndescribedPicture {
  id: number;
  name: string;
  url: string;
  width: number | null;
  height: number | null;
  createdAt: string;
}

export async function undescribedMedia(strapi: Core.Strapi, page: number) {
  const where = {
    mime: { $startsWith: 'image/' },
    $or: [{ alternativeText: { $null: true } }, { alternativeText: '' }],
  };
  const query = strapi.db.query('plugin::upload.file');
  const [total, rows] = await Promise.all([
    query.count({ where }),
    query.findMany({
      where,
      select: ['id', 'name', 'url', 'width', 'height', 'createdAt', 'formats'],
      orderBy: { createdAt: 'desc' },
      offset: (page - 1) * PAGE_SIZE,
      limit: PAGE_SIZE,
    }) as Promise<
      (Omit<UndescribedPicture, 'createdAt'> & {
        createdAt: string | Date;
        formats?: { thumbnail?: { url?: string } } | null;
      })[]
    >,
  ]);
  return {
    total,
    page,
    pageSize: PAGE_SIZE,
    pictures: rows.map((row) => ({
      id: Number(row.id),
      name: row.name,
      // The small version when there is one: the page shows many.
      url: row.formats?.thumbnail?.url ?? row.url,
      width: row.width ?? null,
      height: row.height ?? null,
      createdAt: new Date(row.createdAt).toISOString(),
    })),
  };
}

export function registerUndescribedMediaRoute(strapi: Core.Strapi) {
  strapi.server.routes({
    type: 'admin',
    prefix: '/newsroom',
    routes: [
      {
        method: 'GET',
        path: '/undescribed-media',
        handler: async (ctx: { query: Record<string, unknown>; body: unknown }) => {
          const page = Math.min(10_000, Math.max(1, Math.trunc(Number(ctx.query.page)) || 1));
          ctx.body = await undescribedMedia(strapi, page);
        },
        config: {
          policies: [
            'admin::isAuthenticatedAdmin',
            { name: 'admin::hasPermissions', config: { actions: ['plugin::upload.read'] } },
          ],
        },
      },
    ],
    // Strapi's router type names handlers by string; a function handler is accepted as well.
  } as never);
}
