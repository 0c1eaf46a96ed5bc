import { Readable } from 'node:stream';
import type { LegacyBlog } from '@apogee/contracts/legacy';
import type { ArchiveCursor, ArchiveFilter, ArchiveRow, SearchService } from '../../modules/search';
import { withOrigin } from '../../lib/blocks-html';
import type { CmsBlog } from './cms-content';
import { toLegacyBlog, type ShapeContext } from './content-shape';

/** Articles read from the index per step of a streamed list: one page's HTML in memory at most. */
const STREAM_PAGE = 200;

/** An indexed article in the CMS's REST shape, which the old shapes are made from. */
export function archiveRowToCmsBlog(row: ArchiveRow): CmsBlog {
  return {
    id: row.cms_id,
    slug: row.slug,
    title: row.title,
    description: row.description,
    content: row.content,
    publishedAt: row.published_at?.toISOString() ?? null,
    featureImage: row.image,
    category:
      row.category_name && row.category_slug
        ? { name: row.category_name, slug: row.category_slug }
        : null,
    tags: row.tag_names.map((name) => ({ name })),
  };
}

export function toLegacyArticle(row: ArchiveRow, ctx: ShapeContext): LegacyBlog {
  const blog = toLegacyBlog(archiveRowToCmsBlog(row), ctx);
  // The index keeps each article's HTML, rendered when it was indexed.
  return row.legacy_html === null
    ? blog
    : { ...blog, blog_content: withOrigin(row.legacy_html, ctx.origin) };
}

/** Every article of a listing, newest first, a page at a time (keyset), for as long as asked. */
async function* archiveRows(
  search: SearchService,
  filter: ArchiveFilter,
): AsyncGenerator<ArchiveRow[]> {
  let cursor: ArchiveCursor | null = null;
  for (;;) {
    const rows = await search.archive.page(filter, cursor, STREAM_PAGE);
    if (rows.length) yield rows;
    const last = rows.at(-1);
    if (!last || rows.length < STREAM_PAGE) return;
    cursor = { publishedAt: last.published_at, documentId: last.document_id };
  }
}

/**
 * A whole list of SPEC.md §7 (every blog, a category's, a tag's) as a JSON array written while
 * the index is read: the archive is never held in memory, as objects or as HTML, whatever its
 * size.
 */
export function legacyBlogStream(
  search: SearchService,
  filter: ArchiveFilter,
  ctx: ShapeContext,
): Readable {
  async function* json() {
    yield '[';
    let first = true;
    for await (const rows of archiveRows(search, filter)) {
      let chunk = '';
      for (const row of rows) {
        chunk += (first ? '' : ',') + JSON.stringify(toLegacyArticle(row, ctx));
        first = false;
      }
      yield chunk;
    }
    yield ']';
  }
  return Readable.from(json());
}
