import { MAGAZINE_PAGE_SIZE } from '@apogee/contracts/editorial';
import { createServerFn } from '@tanstack/react-start';
import { graphql } from '@/gql';
import { cmsQuery } from '@/lib/cms/cms-client.server';
import { toCmsMedia, type CmsImage } from '@/lib/cms/media';

/** One page of magazine covers, newest issue first. */
const magazinesQuery = graphql(`
  query Magazines($start: Int!, $limit: Int!) {
    magazines_connection(sort: ["issueDate:desc"], pagination: { start: $start, limit: $limit }) {
      nodes {
        documentId
        title
        slug
        issueDate
        cover {
          ...MediaFields
        }
      }
      pageInfo {
        total
      }
    }
  }
`);

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
    const { magazines_connection } = await cmsQuery(magazinesQuery, {
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
