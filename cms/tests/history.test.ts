import { describe, expect, inject, it } from 'vitest';
import { contentManagerAs, request, tokens } from './support/client';

const BLOGS = '/collection-types/api::blog.blog';
const BLOG = 'api::blog.blog';
const author = contentManagerAs('author');
const editor = contentManagerAs('editor');

const paragraph = (text: string) => ({ type: 'paragraph', children: [{ type: 'text', text }] });

/** The newsroom's history routes as the newsroom's editor or author. */
function newsroomAs(who: 'author' | 'editor') {
  const token = inject(who === 'author' ? 'authorJwt' : 'newsroomEditorJwt');
  return <T = Record<string, unknown>>(pathname: string, method = 'GET', json?: unknown) =>
    request<T>(`/newsroom${pathname}`, { method, json, token });
}
const editorNewsroom = newsroomAs('editor');
const authorNewsroom = newsroomAs('author');

interface Version {
  id: number;
  action: string;
  title: string;
  changedFields: string[];
  editorName: string | null;
}
interface Compared {
  field: string;
  version: string;
  current: string;
  changed: boolean;
}

async function sampleArticleParts() {
  const sample = await request<{
    data: { featureImage: { id: number }; category: { documentId: string } | null }[];
  }>('/api/blogs?populate[0]=featureImage&populate[1]=category&pagination[pageSize]=1', {
    token: tokens.web,
  });
  const first = sample.body.data[0]!;
  return { featureImage: first.featureImage.id, category: first.category?.documentId ?? null };
}

async function createArticle(as: typeof editor, title: string) {
  const parts = await sampleArticleParts();
  const created = await as<{ data: { documentId: string } }>(BLOGS, 'POST', {
    title,
    description: 'A piece to keep versions of.',
    content: [paragraph('The first words.')],
    featureImage: parts.featureImage,
    category: parts.category ? { connect: [{ documentId: parts.category }] } : undefined,
  });
  expect(created.status).toBe(201);
  return { documentId: created.body.data.documentId, ...parts };
}

async function save(as: typeof editor, documentId: string, data: Record<string, unknown>) {
  const current = await as<{ data: Record<string, unknown> }>(`${BLOGS}/${documentId}`);
  const answer = await as(`${BLOGS}/${documentId}`, 'PUT', { ...current.body.data, ...data });
  expect(answer.status).toBe(200);
}

const versionsOf = async (documentId: string) =>
  (
    await editorNewsroom<{ versions: Version[] }>(
      `/history?contentType=${BLOG}&documentId=${documentId}`,
    )
  ).body.versions;

describe('history of an entry', () => {
  it('keeps every save with who and what changed, shows one beside the entry, and restores it', async () => {
    const { documentId } = await createArticle(editor, 'Contrails Explained');
    try {
      await save(editor, documentId, { title: 'Why Contrails Form' });
      await save(editor, documentId, { content: [paragraph('Better words.')] });

      const versions = await versionsOf(documentId);
      expect(versions.map((version) => version.action)).toEqual(['saved', 'saved', 'created']);
      expect(versions.map((version) => version.changedFields)).toEqual([
        ['content'],
        ['title', 'slug'],
        [],
      ]);
      expect(versions[0]!.editorName).toBe('Grace Moreau');

      // The first version beside the entry as it is now: the title and body differ.
      const first = versions[2]!;
      const compared = await editorNewsroom<{ fields: Compared[]; entryExists: boolean }>(
        `/history/${first.id}`,
      );
      expect(compared.status).toBe(200);
      expect(compared.body.entryExists).toBe(true);
      const field = (name: string) => compared.body.fields.find((row) => row.field === name);
      expect(field('title')).toEqual({
        field: 'title',
        version: 'Contrails Explained',
        current: 'Why Contrails Form',
        changed: true,
      });
      expect(field('content')).toMatchObject({
        version: 'The first words.',
        current: 'Better words.',
        changed: true,
      });
      expect(field('description')).toMatchObject({ changed: false });

      // Restored into the draft, recorded as a restore.
      const restore = await editorNewsroom(`/history/${first.id}/restore`, 'POST');
      expect(restore.status).toBe(200);
      const draft = await editor<{ data: { title: string; content: unknown } }>(
        `${BLOGS}/${documentId}`,
      );
      expect(draft.body.data.title).toBe('Contrails Explained');
      expect(draft.body.data.content).toEqual([paragraph('The first words.')]);
      const after = await versionsOf(documentId);
      expect(after[0]).toMatchObject({ action: 'restored', title: 'Contrails Explained' });
    } finally {
      await editor(`${BLOGS}/${documentId}`, 'DELETE');
    }
  });

  it("lets an author restore their own piece but not an editor's", async () => {
    const mine = await createArticle(author, 'Author Notes on Winglets');
    const theirs = await createArticle(editor, 'Editor Notes on Winglets');
    try {
      await save(author, mine.documentId, { title: 'Author Notes on Wingtips' });
      await save(editor, theirs.documentId, { title: 'Editor Notes on Wingtips' });
      const [, myFirst] = await versionsOf(mine.documentId);
      const [, theirFirst] = await versionsOf(theirs.documentId);
      expect((await authorNewsroom(`/history/${myFirst!.id}/restore`, 'POST')).status).toBe(200);
      const refused = await authorNewsroom<{ error: { message: string } }>(
        `/history/${theirFirst!.id}/restore`,
        'POST',
      );
      expect(refused.status).toBe(403);
      expect(refused.body.error.message).toBe(
        'You cannot edit this entry, so you cannot restore it.',
      );
    } finally {
      await editor(`${BLOGS}/${mine.documentId}`, 'DELETE');
      await editor(`${BLOGS}/${theirs.documentId}`, 'DELETE');
    }
  });

  it('answers bad requests with a message', async () => {
    const unknownType = await editorNewsroom<{ error: { message: string } }>(
      '/history?contentType=api::nothing.nothing&documentId=abc',
    );
    expect(unknownType.status).toBe(400);
    expect(unknownType.body.error.message).toBe('Name a content type with a history and an entry.');
    expect((await editorNewsroom('/history/999999999')).status).toBe(404);
    expect((await editorNewsroom('/history/not-a-number')).status).toBe(404);
    expect((await request('/newsroom/trash')).status).toBe(401);
  });
});

describe('the trash', () => {
  it('keeps a deleted article for 30 days and brings it back as a draft with its history', async () => {
    const { documentId, category } = await createArticle(editor, 'Sonic Booms Over Land');
    const deleted = await editor(`${BLOGS}/${documentId}`, 'DELETE');
    expect(deleted.status).toBe(200);

    const trash = await editorNewsroom<{
      days: number;
      entries: (Version & {
        typeName: string;
        documentId: string;
        expiresAt: string;
        deletedAt: string;
      })[];
    }>('/trash');
    expect(trash.body.days).toBe(30);
    const entry = trash.body.entries.find((item) => item.documentId === documentId);
    expect(entry).toMatchObject({
      title: 'Sonic Booms Over Land',
      typeName: 'Blog',
      action: 'deleted',
    });
    expect(Date.parse(entry!.expiresAt) - Date.parse(entry!.deletedAt)).toBe(30 * 24 * 3600_000);

    // A version of a deleted entry cannot be restored in place.
    const [, created] = await versionsOf(documentId);
    const inPlace = await editorNewsroom<{ error: { message: string } }>(
      `/history/${created!.id}/restore`,
      'POST',
    );
    expect(inPlace.status).toBe(409);
    expect(inPlace.body.error.message).toBe(
      'This entry was deleted: restore it from the trash first.',
    );

    const restored = await editorNewsroom<{ restored: { documentId: string } }>(
      `/trash/${entry!.id}/restore`,
      'POST',
    );
    expect(restored.status).toBe(200);
    try {
      expect(restored.body.restored.documentId).toBe(documentId);
      const draft = await editor<{
        data: { title: string; category: { count?: number } | null };
        meta: { availableStatus: unknown[] };
      }>(`${BLOGS}/${documentId}`);
      expect(draft.status).toBe(200);
      expect(draft.body.data.title).toBe('Sonic Booms Over Land');
      if (category) {
        const withCategory = await request<{ data: { category: { documentId: string } | null } }>(
          `/api/blogs/${documentId}?status=draft&populate=category`,
          { token: tokens.preview },
        );
        expect(withCategory.body.data.category?.documentId).toBe(category);
      }
      // Out of the trash, and restored only once.
      const again = await editorNewsroom<{ entries: { documentId: string }[] }>('/trash');
      expect(again.body.entries.some((item) => item.documentId === documentId)).toBe(false);
      const twice = await editorNewsroom<{ error: { message: string } }>(
        `/trash/${entry!.id}/restore`,
        'POST',
      );
      expect(twice.status).toBe(409);
      expect(twice.body.error.message).toBe('This entry was restored already.');
      expect((await versionsOf(documentId)).map((version) => version.action)).toEqual([
        'restored',
        'deleted',
        'created',
      ]);
    } finally {
      await editor(`${BLOGS}/${documentId}`, 'DELETE');
    }
  });

  it('refuses to restore over a newer entry with the same slug, saying what to do', async () => {
    const first = await createArticle(editor, 'Ground Effect');
    await editor(`${BLOGS}/${first.documentId}`, 'DELETE');
    const second = await createArticle(editor, 'Ground Effect');
    try {
      const trash = await editorNewsroom<{ entries: { id: number; documentId: string }[] }>(
        '/trash',
      );
      const entry = trash.body.entries.find((item) => item.documentId === first.documentId)!;
      const refused = await editorNewsroom<{ error: { message: string } }>(
        `/trash/${entry.id}/restore`,
        'POST',
      );
      expect(refused.status).toBe(409);
      expect(refused.body.error.message).toBe(
        "Another entry now has the slug “ground-effect”. Change that entry's slug, then restore this one.",
      );
    } finally {
      await editor(`${BLOGS}/${second.documentId}`, 'DELETE');
    }
  });
});
