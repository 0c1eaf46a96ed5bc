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
    author {
      name
      slug
    }
    featureImage {
      ...MediaFields
    }
  }
`);

/** An article's signed author; none for a house piece (signed with the site's author label). */
export interface BlogAuthor {
  name: string;
  slug: string;
}

/** What a blog card shows (image, category, title, author, date, description). */
export interface BlogCard {
  id: string;
  slug: string;
  title: string;
  description: string;
  publishedAt: string | null;
  category: { name: string; slug: string } | null;
  author: BlogAuthor | null;
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
    author:
      blog.author?.name && blog.author.slug
        ? { name: blog.author.name, slug: blog.author.slug }
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
