import { MAGAZINE_PAGE_SIZE } from '@apogee/contracts/editorial';
import { createServerFn } from '@tanstack/react-start';
import { MagazinesDocument } from '@/gql/graphql';
import { cmsQuery } from '@/lib/cms/cms-client';
import { toCmsMedia } from '@/lib/cms/media';
import type { MagazinePage } from './magazines';

export const getMagazines = createServerFn({ method: 'GET' })
  .validator((start: number) => Math.max(0, Math.trunc(Number(start)) || 0))
  .handler(async ({ data: start }): Promise<MagazinePage> => {
    const { magazines_connection } = await cmsQuery(MagazinesDocument, {
      start,
      limit: MAGAZINE_PAGE_SIZE,
    });
    return {
      magazines: (magazines_connection?.nodes ?? []).flatMap((magazine) =>
        magazine.slug && magazine.title
          ? [
              {
                id: magazine.documentId,
                slug: magazine.slug,
                title: magazine.title,
                issueDate: magazine.issueDate ?? null,
                cover: toCmsMedia(magazine.cover, `Cover of ${magazine.title}`),
              },
            ]
          : [],
      ),
      total: magazines_connection?.pageInfo.total ?? 0,
    };
  });
