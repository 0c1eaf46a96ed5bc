import { infiniteQueryOptions } from '@tanstack/react-query';
import { createServerFn } from '@tanstack/react-start';
import { MagazinesDocument } from '@/gql/graphql';
import { cmsQuery } from '@/lib/cms/cms-client';
import { toCmsMedia, type CmsImage } from '@/lib/cms/media';
import { nextStart } from '@/lib/pagination/next-start';

/** Publications grow by 6 (SPEC §9). */
export const MAGAZINE_PAGE_SIZE = 6;

export interface MagazineCover {
  id: string;
  slug: string;
  title: string;
  issueDate: string | null;
  cover: CmsImage | null;
}

export interface MagazinePage {
  magazines: MagazineCover[];
  total: number;
}

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

export const magazinesQueryOptions = () =>
  infiniteQueryOptions({
    queryKey: ['magazines', 'list'],
    queryFn: ({ pageParam }) => getMagazines({ data: pageParam }),
    initialPageParam: 0,
    getNextPageParam: nextStart((page: MagazinePage) => page.magazines),
  });
