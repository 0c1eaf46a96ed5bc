import { createServerFn } from '@tanstack/react-start';
import { BlogBySlugDocument, type BlogBySlugQuery } from '@/gql/graphql';
import { blocksToText, parseBlocks } from '@apogee/contracts/blocks';
import { cmsPreviewQuery, cmsQuery } from '@/lib/cms/cms-client';
import { assertPreviewSecret, cmsSlug, previewRequest } from '@/lib/cms/preview-access';
import { readingTimeMinutes } from '@/lib/format/reading-time';
import { toBlogCard } from './blog-card';
import type { BlogArticle } from './blog-by-slug';

function toBlogArticle(blog: BlogBySlugQuery['blogs'][number] | undefined): BlogArticle | null {
  const card = toBlogCard(blog);
  if (!blog || !card) return null;
  const content = parseBlocks(blog.content);
  return {
    ...card,
    content,
    readingMinutes: Math.max(1, readingTimeMinutes(blocksToText(content))),
    updatedAt: blog.updatedAt ?? null,
    tags: blog.tags.flatMap((tag) =>
      tag?.name && tag.slug ? [{ name: tag.name, slug: tag.slug }] : [],
    ),
    seo: {
      title: blog.seo?.metaTitle ?? null,
      description: blog.seo?.metaDescription ?? null,
      keywords: blog.seo?.keywords ?? null,
      image: blog.seo?.shareImage?.url ?? null,
    },
  };
}

export const getBlogBySlug = createServerFn({ method: 'GET' })
  .validator(cmsSlug)
  .handler(async ({ data: slug }): Promise<BlogArticle | null> => {
    const { blogs } = await cmsQuery(BlogBySlugDocument, { slug });
    return toBlogArticle(blogs[0]);
  });

/** An editor's preview of a blog, draft or published (needs the preview secret). */
export const getBlogPreview = createServerFn({ method: 'GET' })
  .validator(previewRequest)
  .handler(async ({ data }): Promise<BlogArticle | null> => {
    assertPreviewSecret(data.secret);
    const { blogs } = await cmsPreviewQuery(BlogBySlugDocument, {
      slug: data.slug,
      status: data.status,
    });
    return toBlogArticle(blogs[0]);
  });
