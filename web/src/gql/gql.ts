/* eslint-disable */
import * as types from './graphql';
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';

/**
 * Map of all GraphQL operations in the project.
 *
 * This map has several performance disadvantages:
 * 1. It is not tree-shakeable, so it will include all operations in the project.
 * 2. It is not minifiable, so the string of a GraphQL query will be multiple times inside the bundle.
 * 3. It does not support dead code elimination, so it will add unused operations.
 *
 * Therefore it is highly recommended to use the babel or swc plugin for production.
 * Learn more about it here: https://the-guild.dev/graphql/codegen/plugins/presets/preset-client#reducing-bundle-size
 */
type Documents = {
    "\n  query AuthorPage($slug: String!, $start: Int!, $limit: Int!) {\n    authors(filters: { slug: { eq: $slug } }, pagination: { limit: 1 }) {\n      name\n      slug\n      jobTitle\n      bio\n      picture {\n        ...MediaFields\n      }\n      links {\n        website\n        x\n        linkedin\n        mastodon\n        bluesky\n      }\n    }\n    blogs_connection(\n      filters: { author: { slug: { eq: $slug } } }\n      sort: [\"publishedAt:desc\"]\n      pagination: { start: $start, limit: $limit }\n    ) {\n      nodes {\n        ...BlogCardFields\n      }\n      pageInfo {\n        total\n      }\n    }\n  }\n": typeof types.AuthorPageDocument,
    "\n  query BlogBySlug($slug: String!, $status: PublicationStatus = PUBLISHED) {\n    blogs(filters: { slug: { eq: $slug } }, pagination: { limit: 1 }, status: $status) {\n      ...BlogCardFields\n      content\n      updatedAt\n      tags {\n        name\n        slug\n      }\n      seo {\n        metaTitle\n        metaDescription\n        keywords\n        shareImage {\n          url\n        }\n      }\n    }\n  }\n": typeof types.BlogBySlugDocument,
    "\n  fragment BlogCardFields on Blog {\n    documentId\n    title\n    slug\n    description\n    publishedAt\n    category {\n      name\n      slug\n    }\n    author {\n      name\n      slug\n    }\n    featureImage {\n      ...MediaFields\n    }\n  }\n": typeof types.BlogCardFieldsFragmentDoc,
    "\n  query BlogsByCategory($slug: String!, $start: Int!, $limit: Int!) {\n    categories(filters: { slug: { eq: $slug } }, pagination: { limit: 1 }) {\n      name\n      slug\n      description\n    }\n    blogs_connection(\n      filters: { category: { slug: { eq: $slug } } }\n      sort: [\"publishedAt:desc\"]\n      pagination: { start: $start, limit: $limit }\n    ) {\n      nodes {\n        ...BlogCardFields\n      }\n      pageInfo {\n        total\n      }\n    }\n  }\n": typeof types.BlogsByCategoryDocument,
    "\n  query BlogsByTag($tag: String!, $page: Int!, $pageSize: Int!) {\n    tags(filters: { slug: { eq: $tag } }, pagination: { limit: 1 }) {\n      name\n    }\n    blogs_connection(\n      filters: { tags: { slug: { eq: $tag } } }\n      sort: [\"publishedAt:desc\"]\n      pagination: { page: $page, pageSize: $pageSize }\n    ) {\n      nodes {\n        ...BlogCardFields\n      }\n      pageInfo {\n        total\n        pageCount\n      }\n    }\n  }\n": typeof types.BlogsByTagDocument,
    "\n  query HomePicks {\n    home {\n      hero {\n        ...BlogCardFields\n      }\n      editorsPicks {\n        ...BlogCardFields\n      }\n    }\n  }\n": typeof types.HomePicksDocument,
    "\n  query LatestBlogs($start: Int!, $limit: Int!) {\n    blogs_connection(sort: [\"publishedAt:desc\"], pagination: { start: $start, limit: $limit }) {\n      nodes {\n        ...BlogCardFields\n      }\n      pageInfo {\n        total\n      }\n    }\n  }\n": typeof types.LatestBlogsDocument,
    "\n  query RelatedBlogs($slug: String!, $tagSlugs: [String]!) {\n    blogs(\n      filters: { tags: { slug: { in: $tagSlugs } }, slug: { ne: $slug } }\n      sort: [\"publishedAt:desc\"]\n      pagination: { limit: 30 }\n    ) {\n      ...BlogCardFields\n      tags {\n        slug\n      }\n    }\n  }\n": typeof types.RelatedBlogsDocument,
    "\n  query Sidebar($latest: Int!) {\n    categories(sort: [\"name:asc\"], pagination: { limit: 100 }) {\n      name\n      slug\n    }\n    blogs(sort: [\"publishedAt:desc\"], pagination: { limit: $latest }) {\n      documentId\n      title\n      slug\n      publishedAt\n      featureImage {\n        ...MediaFields\n      }\n    }\n  }\n": typeof types.SidebarDocument,
    "\n  query MagazineBySlug($slug: String!, $status: PublicationStatus = PUBLISHED) {\n    magazines(filters: { slug: { eq: $slug } }, pagination: { limit: 1 }, status: $status) {\n      documentId\n      title\n      slug\n      issueDate\n      description\n      readerUrl\n      purchaseUrl\n      pdf {\n        url\n        mime\n      }\n      cover {\n        ...MediaFields\n      }\n      tags {\n        name\n        slug\n      }\n    }\n  }\n": typeof types.MagazineBySlugDocument,
    "\n  query Magazines($start: Int!, $limit: Int!) {\n    magazines_connection(sort: [\"issueDate:desc\"], pagination: { start: $start, limit: $limit }) {\n      nodes {\n        documentId\n        title\n        slug\n        issueDate\n        cover {\n          ...MediaFields\n        }\n      }\n      pageInfo {\n        total\n      }\n    }\n  }\n": typeof types.MagazinesDocument,
    "\n  query PageBySlug($slug: String!, $status: PublicationStatus = PUBLISHED) {\n    pages(filters: { slug: { eq: $slug } }, pagination: { limit: 1 }, status: $status) {\n      documentId\n      title\n      slug\n      body\n      updatedAt\n    }\n  }\n": typeof types.PageBySlugDocument,
    "\n  query Publisher {\n    publisher {\n      name\n      bio\n      contactEmail\n      picture {\n        ...MediaFields\n      }\n    }\n  }\n": typeof types.PublisherDocument,
    "\n  query Stories {\n    stories(sort: [\"publishedAt:desc\"], pagination: { limit: 100 }) {\n      documentId\n      title\n      slug\n      readerName\n      pages {\n        caption\n        media {\n          ...MediaFields\n        }\n      }\n    }\n  }\n": typeof types.StoriesDocument,
    "\n  query StoryBySlug($slug: String!, $status: PublicationStatus = PUBLISHED) {\n    stories(filters: { slug: { eq: $slug } }, pagination: { limit: 1 }, status: $status) {\n      documentId\n      title\n      slug\n      readerName\n      description\n      pages {\n        caption\n        media {\n          ...MediaFields\n        }\n      }\n    }\n  }\n": typeof types.StoryBySlugDocument,
    "\n  fragment MediaFields on UploadFile {\n    url\n    alternativeText\n    width\n    height\n    formats\n    mime\n  }\n": typeof types.MediaFieldsFragmentDoc,
    "\n  fragment FeedArticleFields on Blog {\n    slug\n    title\n    description\n    publishedAt\n    category {\n      name\n    }\n  }\n": typeof types.FeedArticleFieldsFragmentDoc,
    "\n  query SiteFeed($limit: Int!) {\n    blogs(sort: [\"publishedAt:desc\"], pagination: { limit: $limit }) {\n      ...FeedArticleFields\n    }\n  }\n": typeof types.SiteFeedDocument,
    "\n  query CategoryFeed($slug: String!, $limit: Int!) {\n    categories(filters: { slug: { eq: $slug } }, pagination: { limit: 1 }) {\n      name\n      slug\n    }\n    blogs(\n      filters: { category: { slug: { eq: $slug } } }\n      sort: [\"publishedAt:desc\"]\n      pagination: { limit: $limit }\n    ) {\n      ...FeedArticleFields\n    }\n  }\n": typeof types.CategoryFeedDocument,
    "\n  query SiteSections {\n    categories(pagination: { limit: 100 }) {\n      slug\n      name\n    }\n    magazines(pagination: { limit: 100 }) {\n      slug\n      updatedAt\n    }\n    stories(pagination: { limit: 100 }) {\n      slug\n      updatedAt\n    }\n  }\n": typeof types.SiteSectionsDocument,
    "\n  query SiteSettings {\n    siteSetting {\n      siteName\n      tagline\n      seoDescription\n      seoKeywords\n      operatingCompany\n      authorLabel\n      footerDescription\n      contactPhone\n      postalAddress\n      mapLink\n      editorialEmail\n      socialLinks {\n        facebook\n        linkedin\n        instagram\n      }\n    }\n  }\n": typeof types.SiteSettingsDocument,
};
const documents: Documents = {
    "\n  query AuthorPage($slug: String!, $start: Int!, $limit: Int!) {\n    authors(filters: { slug: { eq: $slug } }, pagination: { limit: 1 }) {\n      name\n      slug\n      jobTitle\n      bio\n      picture {\n        ...MediaFields\n      }\n      links {\n        website\n        x\n        linkedin\n        mastodon\n        bluesky\n      }\n    }\n    blogs_connection(\n      filters: { author: { slug: { eq: $slug } } }\n      sort: [\"publishedAt:desc\"]\n      pagination: { start: $start, limit: $limit }\n    ) {\n      nodes {\n        ...BlogCardFields\n      }\n      pageInfo {\n        total\n      }\n    }\n  }\n": types.AuthorPageDocument,
    "\n  query BlogBySlug($slug: String!, $status: PublicationStatus = PUBLISHED) {\n    blogs(filters: { slug: { eq: $slug } }, pagination: { limit: 1 }, status: $status) {\n      ...BlogCardFields\n      content\n      updatedAt\n      tags {\n        name\n        slug\n      }\n      seo {\n        metaTitle\n        metaDescription\n        keywords\n        shareImage {\n          url\n        }\n      }\n    }\n  }\n": types.BlogBySlugDocument,
    "\n  fragment BlogCardFields on Blog {\n    documentId\n    title\n    slug\n    description\n    publishedAt\n    category {\n      name\n      slug\n    }\n    author {\n      name\n      slug\n    }\n    featureImage {\n      ...MediaFields\n    }\n  }\n": types.BlogCardFieldsFragmentDoc,
    "\n  query BlogsByCategory($slug: String!, $start: Int!, $limit: Int!) {\n    categories(filters: { slug: { eq: $slug } }, pagination: { limit: 1 }) {\n      name\n      slug\n      description\n    }\n    blogs_connection(\n      filters: { category: { slug: { eq: $slug } } }\n      sort: [\"publishedAt:desc\"]\n      pagination: { start: $start, limit: $limit }\n    ) {\n      nodes {\n        ...BlogCardFields\n      }\n      pageInfo {\n        total\n      }\n    }\n  }\n": types.BlogsByCategoryDocument,
    "\n  query BlogsByTag($tag: String!, $page: Int!, $pageSize: Int!) {\n    tags(filters: { slug: { eq: $tag } }, pagination: { limit: 1 }) {\n      name\n    }\n    blogs_connection(\n      filters: { tags: { slug: { eq: $tag } } }\n      sort: [\"publishedAt:desc\"]\n      pagination: { page: $page, pageSize: $pageSize }\n    ) {\n      nodes {\n        ...BlogCardFields\n      }\n      pageInfo {\n        total\n        pageCount\n      }\n    }\n  }\n": types.BlogsByTagDocument,
    "\n  query HomePicks {\n    home {\n      hero {\n        ...BlogCardFields\n      }\n      editorsPicks {\n        ...BlogCardFields\n      }\n    }\n  }\n": types.HomePicksDocument,
    "\n  query LatestBlogs($start: Int!, $limit: Int!) {\n    blogs_connection(sort: [\"publishedAt:desc\"], pagination: { start: $start, limit: $limit }) {\n      nodes {\n        ...BlogCardFields\n      }\n      pageInfo {\n        total\n      }\n    }\n  }\n": types.LatestBlogsDocument,
    "\n  query RelatedBlogs($slug: String!, $tagSlugs: [String]!) {\n    blogs(\n      filters: { tags: { slug: { in: $tagSlugs } }, slug: { ne: $slug } }\n      sort: [\"publishedAt:desc\"]\n      pagination: { limit: 30 }\n    ) {\n      ...BlogCardFields\n      tags {\n        slug\n      }\n    }\n  }\n": types.RelatedBlogsDocument,
    "\n  query Sidebar($latest: Int!) {\n    categories(sort: [\"name:asc\"], pagination: { limit: 100 }) {\n      name\n      slug\n    }\n    blogs(sort: [\"publishedAt:desc\"], pagination: { limit: $latest }) {\n      documentId\n      title\n      slug\n      publishedAt\n      featureImage {\n        ...MediaFields\n      }\n    }\n  }\n": types.SidebarDocument,
    "\n  query MagazineBySlug($slug: String!, $status: PublicationStatus = PUBLISHED) {\n    magazines(filters: { slug: { eq: $slug } }, pagination: { limit: 1 }, status: $status) {\n      documentId\n      title\n      slug\n      issueDate\n      description\n      readerUrl\n      purchaseUrl\n      pdf {\n        url\n        mime\n      }\n      cover {\n        ...MediaFields\n      }\n      tags {\n        name\n        slug\n      }\n    }\n  }\n": types.MagazineBySlugDocument,
    "\n  query Magazines($start: Int!, $limit: Int!) {\n    magazines_connection(sort: [\"issueDate:desc\"], pagination: { start: $start, limit: $limit }) {\n      nodes {\n        documentId\n        title\n        slug\n        issueDate\n        cover {\n          ...MediaFields\n        }\n      }\n      pageInfo {\n        total\n      }\n    }\n  }\n": types.MagazinesDocument,
    "\n  query PageBySlug($slug: String!, $status: PublicationStatus = PUBLISHED) {\n    pages(filters: { slug: { eq: $slug } }, pagination: { limit: 1 }, status: $status) {\n      documentId\n      title\n      slug\n      body\n      updatedAt\n    }\n  }\n": types.PageBySlugDocument,
    "\n  query Publisher {\n    publisher {\n      name\n      bio\n      contactEmail\n      picture {\n        ...MediaFields\n      }\n    }\n  }\n": types.PublisherDocument,
    "\n  query Stories {\n    stories(sort: [\"publishedAt:desc\"], pagination: { limit: 100 }) {\n      documentId\n      title\n      slug\n      readerName\n      pages {\n        caption\n        media {\n          ...MediaFields\n        }\n      }\n    }\n  }\n": types.StoriesDocument,
    "\n  query StoryBySlug($slug: String!, $status: PublicationStatus = PUBLISHED) {\n    stories(filters: { slug: { eq: $slug } }, pagination: { limit: 1 }, status: $status) {\n      documentId\n      title\n      slug\n      readerName\n      description\n      pages {\n        caption\n        media {\n          ...MediaFields\n        }\n      }\n    }\n  }\n": types.StoryBySlugDocument,
    "\n  fragment MediaFields on UploadFile {\n    url\n    alternativeText\n    width\n    height\n    formats\n    mime\n  }\n": types.MediaFieldsFragmentDoc,
    "\n  fragment FeedArticleFields on Blog {\n    slug\n    title\n    description\n    publishedAt\n    category {\n      name\n    }\n  }\n": types.FeedArticleFieldsFragmentDoc,
    "\n  query SiteFeed($limit: Int!) {\n    blogs(sort: [\"publishedAt:desc\"], pagination: { limit: $limit }) {\n      ...FeedArticleFields\n    }\n  }\n": types.SiteFeedDocument,
    "\n  query CategoryFeed($slug: String!, $limit: Int!) {\n    categories(filters: { slug: { eq: $slug } }, pagination: { limit: 1 }) {\n      name\n      slug\n    }\n    blogs(\n      filters: { category: { slug: { eq: $slug } } }\n      sort: [\"publishedAt:desc\"]\n      pagination: { limit: $limit }\n    ) {\n      ...FeedArticleFields\n    }\n  }\n": types.CategoryFeedDocument,
    "\n  query SiteSections {\n    categories(pagination: { limit: 100 }) {\n      slug\n      name\n    }\n    magazines(pagination: { limit: 100 }) {\n      slug\n      updatedAt\n    }\n    stories(pagination: { limit: 100 }) {\n      slug\n      updatedAt\n    }\n  }\n": types.SiteSectionsDocument,
    "\n  query SiteSettings {\n    siteSetting {\n      siteName\n      tagline\n      seoDescription\n      seoKeywords\n      operatingCompany\n      authorLabel\n      footerDescription\n      contactPhone\n      postalAddress\n      mapLink\n      editorialEmail\n      socialLinks {\n        facebook\n        linkedin\n        instagram\n      }\n    }\n  }\n": types.SiteSettingsDocument,
};

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 *
 *
 * @example
 * ```ts
 * const query = graphql(`query GetUser($id: ID!) { user(id: $id) { name } }`);
 * ```
 *
 * The query argument is unknown!
 * Please regenerate the types.
 */
export function graphql(source: string): unknown;

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AuthorPage($slug: String!, $start: Int!, $limit: Int!) {\n    authors(filters: { slug: { eq: $slug } }, pagination: { limit: 1 }) {\n      name\n      slug\n      jobTitle\n      bio\n      picture {\n        ...MediaFields\n      }\n      links {\n        website\n        x\n        linkedin\n        mastodon\n        bluesky\n      }\n    }\n    blogs_connection(\n      filters: { author: { slug: { eq: $slug } } }\n      sort: [\"publishedAt:desc\"]\n      pagination: { start: $start, limit: $limit }\n    ) {\n      nodes {\n        ...BlogCardFields\n      }\n      pageInfo {\n        total\n      }\n    }\n  }\n"): (typeof documents)["\n  query AuthorPage($slug: String!, $start: Int!, $limit: Int!) {\n    authors(filters: { slug: { eq: $slug } }, pagination: { limit: 1 }) {\n      name\n      slug\n      jobTitle\n      bio\n      picture {\n        ...MediaFields\n      }\n      links {\n        website\n        x\n        linkedin\n        mastodon\n        bluesky\n      }\n    }\n    blogs_connection(\n      filters: { author: { slug: { eq: $slug } } }\n      sort: [\"publishedAt:desc\"]\n      pagination: { start: $start, limit: $limit }\n    ) {\n      nodes {\n        ...BlogCardFields\n      }\n      pageInfo {\n        total\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query BlogBySlug($slug: String!, $status: PublicationStatus = PUBLISHED) {\n    blogs(filters: { slug: { eq: $slug } }, pagination: { limit: 1 }, status: $status) {\n      ...BlogCardFields\n      content\n      updatedAt\n      tags {\n        name\n        slug\n      }\n      seo {\n        metaTitle\n        metaDescription\n        keywords\n        shareImage {\n          url\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query BlogBySlug($slug: String!, $status: PublicationStatus = PUBLISHED) {\n    blogs(filters: { slug: { eq: $slug } }, pagination: { limit: 1 }, status: $status) {\n      ...BlogCardFields\n      content\n      updatedAt\n      tags {\n        name\n        slug\n      }\n      seo {\n        metaTitle\n        metaDescription\n        keywords\n        shareImage {\n          url\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment BlogCardFields on Blog {\n    documentId\n    title\n    slug\n    description\n    publishedAt\n    category {\n      name\n      slug\n    }\n    author {\n      name\n      slug\n    }\n    featureImage {\n      ...MediaFields\n    }\n  }\n"): (typeof documents)["\n  fragment BlogCardFields on Blog {\n    documentId\n    title\n    slug\n    description\n    publishedAt\n    category {\n      name\n      slug\n    }\n    author {\n      name\n      slug\n    }\n    featureImage {\n      ...MediaFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query BlogsByCategory($slug: String!, $start: Int!, $limit: Int!) {\n    categories(filters: { slug: { eq: $slug } }, pagination: { limit: 1 }) {\n      name\n      slug\n      description\n    }\n    blogs_connection(\n      filters: { category: { slug: { eq: $slug } } }\n      sort: [\"publishedAt:desc\"]\n      pagination: { start: $start, limit: $limit }\n    ) {\n      nodes {\n        ...BlogCardFields\n      }\n      pageInfo {\n        total\n      }\n    }\n  }\n"): (typeof documents)["\n  query BlogsByCategory($slug: String!, $start: Int!, $limit: Int!) {\n    categories(filters: { slug: { eq: $slug } }, pagination: { limit: 1 }) {\n      name\n      slug\n      description\n    }\n    blogs_connection(\n      filters: { category: { slug: { eq: $slug } } }\n      sort: [\"publishedAt:desc\"]\n      pagination: { start: $start, limit: $limit }\n    ) {\n      nodes {\n        ...BlogCardFields\n      }\n      pageInfo {\n        total\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query BlogsByTag($tag: String!, $page: Int!, $pageSize: Int!) {\n    tags(filters: { slug: { eq: $tag } }, pagination: { limit: 1 }) {\n      name\n    }\n    blogs_connection(\n      filters: { tags: { slug: { eq: $tag } } }\n      sort: [\"publishedAt:desc\"]\n      pagination: { page: $page, pageSize: $pageSize }\n    ) {\n      nodes {\n        ...BlogCardFields\n      }\n      pageInfo {\n        total\n        pageCount\n      }\n    }\n  }\n"): (typeof documents)["\n  query BlogsByTag($tag: String!, $page: Int!, $pageSize: Int!) {\n    tags(filters: { slug: { eq: $tag } }, pagination: { limit: 1 }) {\n      name\n    }\n    blogs_connection(\n      filters: { tags: { slug: { eq: $tag } } }\n      sort: [\"publishedAt:desc\"]\n      pagination: { page: $page, pageSize: $pageSize }\n    ) {\n      nodes {\n        ...BlogCardFields\n      }\n      pageInfo {\n        total\n        pageCount\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query HomePicks {\n    home {\n      hero {\n        ...BlogCardFields\n      }\n      editorsPicks {\n        ...BlogCardFields\n      }\n    }\n  }\n"): (typeof documents)["\n  query HomePicks {\n    home {\n      hero {\n        ...BlogCardFields\n      }\n      editorsPicks {\n        ...BlogCardFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query LatestBlogs($start: Int!, $limit: Int!) {\n    blogs_connection(sort: [\"publishedAt:desc\"], pagination: { start: $start, limit: $limit }) {\n      nodes {\n        ...BlogCardFields\n      }\n      pageInfo {\n        total\n      }\n    }\n  }\n"): (typeof documents)["\n  query LatestBlogs($start: Int!, $limit: Int!) {\n    blogs_connection(sort: [\"publishedAt:desc\"], pagination: { start: $start, limit: $limit }) {\n      nodes {\n        ...BlogCardFields\n      }\n      pageInfo {\n        total\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query RelatedBlogs($slug: String!, $tagSlugs: [String]!) {\n    blogs(\n      filters: { tags: { slug: { in: $tagSlugs } }, slug: { ne: $slug } }\n      sort: [\"publishedAt:desc\"]\n      pagination: { limit: 30 }\n    ) {\n      ...BlogCardFields\n      tags {\n        slug\n      }\n    }\n  }\n"): (typeof documents)["\n  query RelatedBlogs($slug: String!, $tagSlugs: [String]!) {\n    blogs(\n      filters: { tags: { slug: { in: $tagSlugs } }, slug: { ne: $slug } }\n      sort: [\"publishedAt:desc\"]\n      pagination: { limit: 30 }\n    ) {\n      ...BlogCardFields\n      tags {\n        slug\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Sidebar($latest: Int!) {\n    categories(sort: [\"name:asc\"], pagination: { limit: 100 }) {\n      name\n      slug\n    }\n    blogs(sort: [\"publishedAt:desc\"], pagination: { limit: $latest }) {\n      documentId\n      title\n      slug\n      publishedAt\n      featureImage {\n        ...MediaFields\n      }\n    }\n  }\n"): (typeof documents)["\n  query Sidebar($latest: Int!) {\n    categories(sort: [\"name:asc\"], pagination: { limit: 100 }) {\n      name\n      slug\n    }\n    blogs(sort: [\"publishedAt:desc\"], pagination: { limit: $latest }) {\n      documentId\n      title\n      slug\n      publishedAt\n      featureImage {\n        ...MediaFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MagazineBySlug($slug: String!, $status: PublicationStatus = PUBLISHED) {\n    magazines(filters: { slug: { eq: $slug } }, pagination: { limit: 1 }, status: $status) {\n      documentId\n      title\n      slug\n      issueDate\n      description\n      readerUrl\n      purchaseUrl\n      pdf {\n        url\n        mime\n      }\n      cover {\n        ...MediaFields\n      }\n      tags {\n        name\n        slug\n      }\n    }\n  }\n"): (typeof documents)["\n  query MagazineBySlug($slug: String!, $status: PublicationStatus = PUBLISHED) {\n    magazines(filters: { slug: { eq: $slug } }, pagination: { limit: 1 }, status: $status) {\n      documentId\n      title\n      slug\n      issueDate\n      description\n      readerUrl\n      purchaseUrl\n      pdf {\n        url\n        mime\n      }\n      cover {\n        ...MediaFields\n      }\n      tags {\n        name\n        slug\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Magazines($start: Int!, $limit: Int!) {\n    magazines_connection(sort: [\"issueDate:desc\"], pagination: { start: $start, limit: $limit }) {\n      nodes {\n        documentId\n        title\n        slug\n        issueDate\n        cover {\n          ...MediaFields\n        }\n      }\n      pageInfo {\n        total\n      }\n    }\n  }\n"): (typeof documents)["\n  query Magazines($start: Int!, $limit: Int!) {\n    magazines_connection(sort: [\"issueDate:desc\"], pagination: { start: $start, limit: $limit }) {\n      nodes {\n        documentId\n        title\n        slug\n        issueDate\n        cover {\n          ...MediaFields\n        }\n      }\n      pageInfo {\n        total\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PageBySlug($slug: String!, $status: PublicationStatus = PUBLISHED) {\n    pages(filters: { slug: { eq: $slug } }, pagination: { limit: 1 }, status: $status) {\n      documentId\n      title\n      slug\n      body\n      updatedAt\n    }\n  }\n"): (typeof documents)["\n  query PageBySlug($slug: String!, $status: PublicationStatus = PUBLISHED) {\n    pages(filters: { slug: { eq: $slug } }, pagination: { limit: 1 }, status: $status) {\n      documentId\n      title\n      slug\n      body\n      updatedAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Publisher {\n    publisher {\n      name\n      bio\n      contactEmail\n      picture {\n        ...MediaFields\n      }\n    }\n  }\n"): (typeof documents)["\n  query Publisher {\n    publisher {\n      name\n      bio\n      contactEmail\n      picture {\n        ...MediaFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Stories {\n    stories(sort: [\"publishedAt:desc\"], pagination: { limit: 100 }) {\n      documentId\n      title\n      slug\n      readerName\n      pages {\n        caption\n        media {\n          ...MediaFields\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query Stories {\n    stories(sort: [\"publishedAt:desc\"], pagination: { limit: 100 }) {\n      documentId\n      title\n      slug\n      readerName\n      pages {\n        caption\n        media {\n          ...MediaFields\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query StoryBySlug($slug: String!, $status: PublicationStatus = PUBLISHED) {\n    stories(filters: { slug: { eq: $slug } }, pagination: { limit: 1 }, status: $status) {\n      documentId\n      title\n      slug\n      readerName\n      description\n      pages {\n        caption\n        media {\n          ...MediaFields\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query StoryBySlug($slug: String!, $status: PublicationStatus = PUBLISHED) {\n    stories(filters: { slug: { eq: $slug } }, pagination: { limit: 1 }, status: $status) {\n      documentId\n      title\n      slug\n      readerName\n      description\n      pages {\n        caption\n        media {\n          ...MediaFields\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment MediaFields on UploadFile {\n    url\n    alternativeText\n    width\n    height\n    formats\n    mime\n  }\n"): (typeof documents)["\n  fragment MediaFields on UploadFile {\n    url\n    alternativeText\n    width\n    height\n    formats\n    mime\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment FeedArticleFields on Blog {\n    slug\n    title\n    description\n    publishedAt\n    category {\n      name\n    }\n  }\n"): (typeof documents)["\n  fragment FeedArticleFields on Blog {\n    slug\n    title\n    description\n    publishedAt\n    category {\n      name\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SiteFeed($limit: Int!) {\n    blogs(sort: [\"publishedAt:desc\"], pagination: { limit: $limit }) {\n      ...FeedArticleFields\n    }\n  }\n"): (typeof documents)["\n  query SiteFeed($limit: Int!) {\n    blogs(sort: [\"publishedAt:desc\"], pagination: { limit: $limit }) {\n      ...FeedArticleFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CategoryFeed($slug: String!, $limit: Int!) {\n    categories(filters: { slug: { eq: $slug } }, pagination: { limit: 1 }) {\n      name\n      slug\n    }\n    blogs(\n      filters: { category: { slug: { eq: $slug } } }\n      sort: [\"publishedAt:desc\"]\n      pagination: { limit: $limit }\n    ) {\n      ...FeedArticleFields\n    }\n  }\n"): (typeof documents)["\n  query CategoryFeed($slug: String!, $limit: Int!) {\n    categories(filters: { slug: { eq: $slug } }, pagination: { limit: 1 }) {\n      name\n      slug\n    }\n    blogs(\n      filters: { category: { slug: { eq: $slug } } }\n      sort: [\"publishedAt:desc\"]\n      pagination: { limit: $limit }\n    ) {\n      ...FeedArticleFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SiteSections {\n    categories(pagination: { limit: 100 }) {\n      slug\n      name\n    }\n    magazines(pagination: { limit: 100 }) {\n      slug\n      updatedAt\n    }\n    stories(pagination: { limit: 100 }) {\n      slug\n      updatedAt\n    }\n  }\n"): (typeof documents)["\n  query SiteSections {\n    categories(pagination: { limit: 100 }) {\n      slug\n      name\n    }\n    magazines(pagination: { limit: 100 }) {\n      slug\n      updatedAt\n    }\n    stories(pagination: { limit: 100 }) {\n      slug\n      updatedAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SiteSettings {\n    siteSetting {\n      siteName\n      tagline\n      seoDescription\n      seoKeywords\n      operatingCompany\n      authorLabel\n      footerDescription\n      contactPhone\n      postalAddress\n      mapLink\n      editorialEmail\n      socialLinks {\n        facebook\n        linkedin\n        instagram\n      }\n    }\n  }\n"): (typeof documents)["\n  query SiteSettings {\n    siteSetting {\n      siteName\n      tagline\n      seoDescription\n      seoKeywords\n      operatingCompany\n      authorLabel\n      footerDescription\n      contactPhone\n      postalAddress\n      mapLink\n      editorialEmail\n      socialLinks {\n        facebook\n        linkedin\n        instagram\n      }\n    }\n  }\n"];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;