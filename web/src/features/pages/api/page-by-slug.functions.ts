import { createServerFn } from '@tanstack/react-start';
import { graphql } from '@/gql';
import type { PageBySlugQuery } from '@/gql/graphql';
import { blocksToText, parseBlocks, type Block } from '@apogee/contracts/blocks';
import { cmsPreviewQuery, cmsQuery } from '@/lib/cms/cms-client.server';
import { assertPreviewSecret, previewRequest } from '@/lib/cms/preview-access.server';

/** An editable static page; drafts too with the preview token. */
const pageBySlugQuery = graphql(`
  query PageBySlug($slug: String!, $status: PublicationStatus = PUBLISHED) {
    pages(filters: { slug: { eq: $slug } }, pagination: { limit: 1 }, status: $status) {
      documentId
      title
      slug
      body
      updatedAt
    }
  }
`);

/** The editable pages of the static routes (docs/product/articles-and-lists.md). */
export type StaticPageSlug = 'about-us' | 'privacy-policy' | 'terms-of-use' | 'information-policy';

export interface StaticPage {
  title: string;
  slug: string;
  body: Block[];
  summary: string;
  updatedAt: string | null;
}

function toStaticPage(page: PageBySlugQuery['pages'][number] | undefined): StaticPage | null {
  if (!page?.title || !page.slug) return null;
  const body = parseBlocks(page.body);
  return {
    title: page.title,
    slug: page.slug,
    body,
    summary: blocksToText(body).slice(0, 160),
    updatedAt: page.updatedAt ?? null,
  };
}

export const getPageBySlug = createServerFn({ method: 'GET' })
  .validator((slug: StaticPageSlug) => slug)
  .handler(async ({ data: slug }): Promise<StaticPage | null> => {
    const { pages } = await cmsQuery(pageBySlugQuery, { slug });
    return toStaticPage(pages[0]);
  });

/** An editor's preview of a page (needs the preview secret). */
export const getPagePreview = createServerFn({ method: 'GET' })
  .validator(previewRequest)
  .handler(async ({ data }): Promise<StaticPage | null> => {
    assertPreviewSecret(data.secret);
    const { pages } = await cmsPreviewQuery(pageBySlugQuery, {
      slug: data.slug,
      status: data.status,
    });
    return toStaticPage(pages[0]);
  });
