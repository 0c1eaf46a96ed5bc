import { graphql } from '@/gql';
import type { BlogCardFieldsFragment } from '@/gql/graphql';
import { toCmsMedia, type CmsImage } from '@/lib/cms/media';

/** The fields of a blog card; every read that lists cards spreads `...BlogCardFields`. */
export const blogCardFields = graphql(`
  fragment BlogCardFields on Blog {
    documentId
    title
    slug
    description
    publishedAt
    category {
      name
      slug
    }
    featureImage {
      ...MediaFields
    }
  }
`);

/** What a blog card shows (image, category, title, date, description). */
export interface BlogCard {
  id: string;
  slug: string;
  title: string;
  description: string;
  publishedAt: string | null;
  category: { name: string; slug: string } | null;
  image: CmsImage | null;
}

export function toBlogCard(blog: BlogCardFieldsFragment | null | undefined): BlogCard | null {
  if (!blog?.slug || !blog.title) return null;
  return {
    id: blog.documentId,
    slug: blog.slug,
    title: blog.title,
    description: blog.description ?? '',
    publishedAt: blog.publishedAt ?? null,
    category:
      blog.category?.name && blog.category.slug
        ? { name: blog.category.name, slug: blog.category.slug }
        : null,
    image: toCmsMedia(blog.featureImage, blog.title),
  };
}

export function toBlogCards(
  blogs: readonly (BlogCardFieldsFragment | null | undefined)[],
): BlogCard[] {
  return blogs.flatMap((blog) => {
    const card = toBlogCard(blog);
    return card ? [card] : [];
  });
}

export interface BlogPage {
  blogs: BlogCard[];
  total: number;
}
