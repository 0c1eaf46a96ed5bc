/**
 * Where Strapi 5 keeps an article, read from its own database metadata rather than assumed,
 * so that the bulk writer follows the names Strapi gives (the same on SQLite and PostgreSQL):
 *
 * - `blogs`: one row per version, a draft (published_at NULL) and, once published, a second
 *   row with the same document_id; locale NULL (articles are not localised).
 * - `blogs_category_lnk` (blog_id, category_id, blog_ord) and `blogs_tags_lnk` (blog_id,
 *   tag_id, tag_ord, blog_ord): one link per version. Categories and tags have no drafts, so
 *   both versions point at the same row. blog_ord is the article's place in the category's
 *   (tag's) list, the same for both versions; tag_ord the tag's place in the article's list.
 * - `components_shared_seos` + `blogs_cmps` (entity_id, cmp_id, component_type, field,
 *   order): each version has its own SEO component row.
 * - `files_related_mph` (file_id, related_id, related_type, field, order): the feature image
 *   of each version, and the share image of each SEO component.
 */
import type { Core } from '@strapi/strapi';

interface JoinTableInfo {
  name?: string;
  joinColumn?: { name?: string };
  inverseJoinColumn?: { name?: string };
  orderColumnName?: string;
  inverseOrderColumnName?: string;
  pivotColumns?: string[];
  morphColumn?: { typeColumn?: { name?: string }; idColumn?: { name?: string } };
}

/** The part of Strapi's attribute metadata read here (its own types are a wide union). */
interface AttributeInfo {
  columnName?: string;
  joinTable?: JoinTableInfo;
}

export const BLOG_UID = 'api::blog.blog';
export const SEO_COMPONENT_UID = 'shared.seo';
const FILE_UID = 'plugin::upload.file';

export interface BlogTables {
  blogs: {
    table: string;
    documentId: string;
    title: string;
    slug: string;
    description: string;
    content: string;
    createdAt: string;
    updatedAt: string;
    publishedAt: string;
    locale: string;
  };
  category: { table: string; blog: string; category: string; blogOrder: string };
  tags: { table: string; blog: string; tag: string; tagOrder: string; blogOrder: string };
  seo: { table: string; metaTitle: string; metaDescription: string; keywords: string };
  components: {
    table: string;
    entity: string;
    component: string;
    componentType: string;
    field: string;
    order: string;
  };
  media: {
    table: string;
    file: string;
    relatedId: string;
    relatedType: string;
    field: string;
    order: string;
  };
  categoryTable: string;
  tagTable: string;
  fileTable: string;
}

function required(value: string | undefined, what: string): string {
  if (!value)
    throw new Error(`Strapi's database metadata has no ${what}; the scale seed needs updating.`);
  return value;
}

export function blogTables(strapi: Core.Strapi): BlogTables {
  const model = (uid: string) => {
    const meta = strapi.db.metadata.get(uid);
    const attributes = meta.attributes as unknown as Record<string, AttributeInfo>;
    return {
      table: meta.tableName,
      column: (name: string) => required(attributes[name]?.columnName, `column for ${uid}.${name}`),
      join: (name: string) => attributes[name]?.joinTable ?? {},
    };
  };
  const blog = model(BLOG_UID);
  const seo = model(SEO_COMPONENT_UID);
  const file = model(FILE_UID);
  const category = blog.join('category');
  const tags = blog.join('tags');
  const components = blog.join('seo');
  const related = file.join('related');
  // Strapi names these pivot columns itself (they are not in the join metadata's names).
  for (const [column, table] of [
    ['component_type', components],
    ['field', components],
  ] as const) {
    if (!table.pivotColumns?.includes(column))
      throw new Error(`Strapi's ${table.name ?? 'component'} table has no ${column} column.`);
  }

  return {
    blogs: {
      table: blog.table,
      documentId: blog.column('documentId'),
      title: blog.column('title'),
      slug: blog.column('slug'),
      description: blog.column('description'),
      content: blog.column('content'),
      createdAt: blog.column('createdAt'),
      updatedAt: blog.column('updatedAt'),
      publishedAt: blog.column('publishedAt'),
      locale: blog.column('locale'),
    },
    category: {
      table: required(category.name, 'join table of blog.category'),
      blog: required(category.joinColumn?.name, 'blog column of blog.category'),
      category: required(category.inverseJoinColumn?.name, 'category column of blog.category'),
      blogOrder: required(category.inverseOrderColumnName, 'order column of category.blogs'),
    },
    tags: {
      table: required(tags.name, 'join table of blog.tags'),
      blog: required(tags.joinColumn?.name, 'blog column of blog.tags'),
      tag: required(tags.inverseJoinColumn?.name, 'tag column of blog.tags'),
      tagOrder: required(tags.orderColumnName, 'order column of blog.tags'),
      blogOrder: required(tags.inverseOrderColumnName, 'order column of tag.blogs'),
    },
    seo: {
      table: seo.table,
      metaTitle: seo.column('metaTitle'),
      metaDescription: seo.column('metaDescription'),
      keywords: seo.column('keywords'),
    },
    components: {
      table: required(components.name, 'component table of blog.seo'),
      entity: required(components.joinColumn?.name, 'entity column of blog.seo'),
      component: required(components.inverseJoinColumn?.name, 'component column of blog.seo'),
      componentType: 'component_type',
      field: 'field',
      order: required(components.orderColumnName, 'order column of blog.seo'),
    },
    media: {
      table: required(related.name, 'morph table of media'),
      file: required(related.joinColumn?.name, 'file column of the media morph table'),
      relatedId: required(related.morphColumn?.idColumn?.name, 'related id of media'),
      relatedType: required(related.morphColumn?.typeColumn?.name, 'related type of media'),
      // Strapi's morph tables always name these two columns so.
      field: 'field',
      order: 'order',
    },
    categoryTable: model('api::category.category').table,
    tagTable: model('api::tag.tag').table,
    fileTable: file.table,
  };
}
