import { queryOptions } from '@tanstack/react-query';
import { createServerFn } from '@tanstack/react-start';
import { PageBySlugDocument } from '@/gql/graphql';
import { blocksToText, parseBlocks, type Block } from '@/lib/blocks/blocks';
import { cmsQuery } from '@/lib/cms/cms-client';

/** The editable pages of SPEC's static routes. */
export type StaticPageSlug = 'about-us' | 'privacy-policy' | 'terms-of-use' | 'information-policy';

export interface StaticPage {
  title: string;
  slug: string;
  body: Block[];
  summary: string;
  updatedAt: string | null;
}

export const getPageBySlug = createServerFn({ method: 'GET' })
  .validator((slug: StaticPageSlug) => slug)
  .handler(async ({ data: slug }): Promise<StaticPage | null> => {
    const { pages } = await cmsQuery(PageBySlugDocument, { slug });
    const page = pages[0];
    if (!page?.title || !page.slug) return null;
    const body = parseBlocks(page.body);
    return {
      title: page.title,
      slug: page.slug,
      body,
      summary: blocksToText(body).slice(0, 160),
      updatedAt: page.updatedAt ?? null,
    };
  });

export const pageBySlugQueryOptions = (slug: StaticPageSlug) =>
  queryOptions({ queryKey: ['pages', slug], queryFn: () => getPageBySlug({ data: slug }) });
