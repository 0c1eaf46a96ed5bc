import { Readable } from 'node:stream';
import type { LegacyBlog } from '@apogee/contracts/legacy';
import type { ArchiveCursor, ArchiveFilter, ArchiveRow, SearchService } from '../../modules/search';
import { withOrigin } from '../../lib/blocks-html';
import type { CmsBlog } from './cms-content';
import { toLegacyBlog, type ShapeContext } from './content-shape';

/** What a streamed list reads: the index's archive, a page at a time. */
export interface ArchivePages {
  archive: Pick<SearchService['archive'], 'page'>;
}

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

/**
 * Every article of a listing, newest first, a page at a time (keyset), for as long as asked.
 * The next page is asked for as soon as a page arrives: the database reads it while this
 * process writes the page before it (two pages in memory at most).
 */
async function* archiveRows(
  search: ArchivePages,
  filter: ArchiveFilter,
): AsyncGenerator<ArchiveRow[]> {
  const after = (rows: ArchiveRow[]) => {
    const last = rows.at(-1);
    if (!last || rows.length < STREAM_PAGE) return null;
    const cursor: ArchiveCursor = { publishedAt: last.published_at, documentId: last.document_id };
    const next = search.archive.page(filter, cursor, STREAM_PAGE);
    // Read only if the reader is still there; a reader who left must not leave it unhandled.
    next.catch(() => {});
    return next;
  };
  let page: Promise<ArchiveRow[]> | null = search.archive.page(filter, null, STREAM_PAGE);
  while (page) {
    const rows: ArchiveRow[] = await page;
    page = after(rows);
    if (rows.length) yield rows;
  }
}

/**
 * A whole list of the REST adapter (every blog, a category's, a tag's) as a JSON array written
 * while the index is read: the archive is never held in memory, as objects or as HTML, whatever its
 * size.
 */
export function legacyBlogStream(
  search: ArchivePages,
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
