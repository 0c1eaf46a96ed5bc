import { legacyBlogListSchema } from '@apogee/contracts/legacy';
import { describe, expect, it } from 'vitest';
import type { ArchiveCursor, ArchiveRow } from '../../modules/search';
import { legacyBlogStream, type ArchivePages } from './archive-lists';

/** An archive of `count` articles, newest first, as the index's keyset pages give them. */
function archiveOf(count: number) {
  const rows: ArchiveRow[] = Array.from({ length: count }, (_, n) => ({
    document_id: `doc-${String(n).padStart(4, '0')}`,
    cms_id: n + 1,
    slug: `flight-log-${n + 1}`,
    title: `Flight log ${n + 1}`,
    description: 'A day at the airfield.',
    category_name: 'Aviation',
    category_slug: 'aviation',
    tag_names: ['Gliders'],
    content: null,
    legacy_html: `<p>Entry ${n + 1}</p>`,
    image: null,
    published_at: new Date(Date.UTC(2026, 0, 1) - n * 60_000),
  }));
  const cursors: (ArchiveCursor | null)[] = [];
  const search: ArchivePages = {
    archive: {
      page: async (_filter, cursor, limit) => {
        cursors.push(cursor);
        const from = cursor
          ? rows.findIndex((row) => row.document_id === cursor.documentId) + 1
          : 0;
        return rows.slice(from, from + limit);
      },
    },
  };
  return { search, cursors };
}

async function listed(search: ArchivePages) {
  let text = '';
  for await (const chunk of legacyBlogStream(
    search,
    { kind: 'all' },
    { origin: 'https://apogee.example' },
  ))
    text += String(chunk);
  return legacyBlogListSchema.parse(JSON.parse(text));
}

describe('a whole list streamed from the index', () => {
  it('lists every article once, newest first, across pages of the index', async () => {
    const { search, cursors } = archiveOf(450);
    const blogs = await listed(search);
    expect(blogs).toHaveLength(450);
    expect(blogs[0]!.blog_slug).toBe('flight-log-1');
    expect(blogs[449]!.blog_slug).toBe('flight-log-450');
    expect(new Set(blogs.map((blog) => blog.blog_id)).size).toBe(450);
    // Three pages of 200, each after the last article of the one before.
    expect(cursors.map((cursor) => cursor?.documentId ?? null)).toEqual([
      null,
      'doc-0199',
      'doc-0399',
    ]);
  });

  it('ends after a page that fills exactly, and answers [] for an empty archive', async () => {
    const full = archiveOf(400);
    expect(await listed(full.search)).toHaveLength(400);
    expect(full.cursors).toHaveLength(3);
    expect(await listed(archiveOf(0).search)).toEqual([]);
  });
});
