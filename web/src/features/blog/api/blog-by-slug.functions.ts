import { createServerFn } from '@tanstack/react-start';
import { graphql } from '@/gql';
import type { BlogBySlugQuery } from '@/gql/graphql';
import { blocksToText, parseBlocks, type Block } from '@apogee/contracts/blocks';
import { cmsPreviewQuery, cmsQuery } from '@/lib/cms/cms-client.server';
import { assertPreviewSecret, cmsSlug, previewRequest } from '@/lib/cms/preview-access.server';
import { readingTimeMinutes } from '@/lib/format/reading-time';
import { toBlogCard, type BlogCard } from './blog-card';

/** An article with its body, tags and SEO fields; drafts too with the preview token. */
const blogBySlugQuery = graphql(`
  query BlogBySlug($slug: String!, $status: PublicationStatus = PUBLISHED) {
    blogs(filters: { slug: { eq: $slug } }, pagination: { limit: 1 }, status: $status) {
      ...BlogCardFields
      content
      updatedAt
      tags {
        name
        slug
      }
      seo {
        metaTitle
        metaDescription
        keywords
        shareImage {
          url
        }
      }
    }
  }
`);

export interface BlogArticle extends BlogCard {
  content: Block[];
  readingMinutes: number;
  updatedAt: string | null;
  tags: { name: string; slug: string }[];
  seo: {
    title: string | null;
    description: string | null;
    keywords: string | null;
    image: string | null;
  };
}

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
    const { blogs } = await cmsQuery(blogBySlugQuery, { slug });
    return toBlogArticle(blogs[0]);
  });

/** An editor's preview of a blog, draft or published (needs the preview secret). */
export const getBlogPreview = createServerFn({ method: 'GET' })
  .validator(previewRequest)
  .handler(async ({ data }): Promise<BlogArticle | null> => {
    assertPreviewSecret(data.secret);
    const { blogs } = await cmsPreviewQuery(blogBySlugQuery, {
      slug: data.slug,
      status: data.status,
    });
    return toBlogArticle(blogs[0]);
  });
