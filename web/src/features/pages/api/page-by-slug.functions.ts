import { createServerFn } from '@tanstack/react-start';
import { PageBySlugDocument, type PageBySlugQuery } from '@/gql/graphql';
import { blocksToText, parseBlocks } from '@apogee/contracts/blocks';
import { cmsPreviewQuery, cmsQuery } from '@/lib/cms/cms-client';
import { assertPreviewSecret, previewRequest } from '@/lib/cms/preview-access';
import type { StaticPage, StaticPageSlug } from './page-by-slug';

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
    const { pages } = await cmsQuery(PageBySlugDocument, { slug });
    return toStaticPage(pages[0]);
  });

/** An editor's preview of a page (needs the preview secret). */
export const getPagePreview = createServerFn({ method: 'GET' })
  .validator(previewRequest)
  .handler(async ({ data }): Promise<StaticPage | null> => {
    assertPreviewSecret(data.secret);
    const { pages } = await cmsPreviewQuery(PageBySlugDocument, {
      slug: data.slug,
      status: data.status,
    });
    return toStaticPage(pages[0]);
  });
