import { describe, expect, it } from 'vitest';
import { contentPack } from '../src/seed/data';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { contentManager, editorToken, request, tokens } from './support/client';

const BLOGS = '/collection-types/api::blog.blog';

describe('editing in the admin', () => {
  it('shows a help line under the fields of an article', async () => {
    const answer = await contentManager<{
      data: {
        contentType: {
          metadatas: Record<string, { edit: { description: string; label: string } }>;
        };
      };
    }>('/content-types/api::blog.blog/configuration');
    expect(answer.status).toBe(200);
    const { metadatas } = answer.body.data.contentType;
    expect(metadatas.title?.edit.description).toBe(
      'The headline, as shown on the article page, on cards and in search results.',
    );
    expect(metadatas.featureImage?.edit.description).toMatch(/At least 1000 px wide/);
    expect(metadatas.featureImage?.edit.label).toBe('Feature image');
  });

  it('names quiz questions by their question in lists and pickers', async () => {
    const answer = await contentManager<{
      data: { contentType: { settings: { mainField: string } } };
    }>('/content-types/api::quiz-question.quiz-question/configuration');
    expect(answer.body.data.contentType.settings.mainField).toBe('question');
  });

  it('keeps the date of an article published again after an edit', async () => {
    const seed = contentPack.articles[2]!;
    const found = await request<{ data: { documentId: string }[] }>(
      `/api/blogs?filters[slug][$eq]=${seed.slug}`,
      { token: tokens.web },
    );
    const documentId = found.body.data[0]!.documentId;
    const current = await contentManager<{ data: Record<string, unknown> }>(
      `${BLOGS}/${documentId}`,
    );
    const edited = {
      ...current.body.data,
      description: `${String(current.body.data.description)} (updated)`,
    };
    const published = await contentManager(
      `${BLOGS}/${documentId}/actions/publish`,
      'POST',
      edited,
    );
    expect(published.status).toBe(200);

    const after = await request<{ data: { publishedAt: string; description: string } }>(
      `/api/blogs/${documentId}`,
      { token: tokens.web },
    );
    expect(after.body.data.description).toMatch(/\(updated\)$/);
    expect(new Date(after.body.data.publishedAt).toISOString()).toBe(
      new Date(seed.publishedAt).toISOString(),
    );
  });

  it('refuses a magazine whose reader address is not https', async () => {
    const answer = await contentManager<{ error: { message: string } }>(
      '/collection-types/api::magazine.magazine/actions/publish',
      'POST',
      {
        title: 'Insecure issue',
        slug: 'insecure-issue',
        issueDate: '2025-01-01',
        readerUrl: 'http://reader.example.org/issue',
        purchaseUrl: 'https://shop.example.org/issue',
        description: [{ type: 'paragraph', children: [{ type: 'text', text: 'x' }] }],
      },
    );
    expect(answer.status).toBe(400);
    expect(JSON.stringify(answer.body.error)).toMatch(/readerUrl/);
  });

  it('takes a reader link only on a reader host the site settings allow, and says which', async () => {
    const issue = {
      title: 'Hosted elsewhere',
      slug: 'hosted-elsewhere',
      issueDate: '2025-02-01',
      readerUrl: 'https://reader.elsewhere.example/issue',
      purchaseUrl: 'https://shop.example.org/issue',
      description: [{ type: 'paragraph', children: [{ type: 'text', text: 'x' }] }],
    };
    const refused = await contentManager<{ error: { message: string } }>(
      '/collection-types/api::magazine.magazine',
      'POST',
      issue,
    );
    expect(refused.status).toBe(400);
    expect(refused.body.error.message).toBe(
      'The reader link must be an https address on an allowed reader host: ' +
        'https://reader.apogee-magazine.example, https://issuu.com, https://online.fliphtml5.com, ' +
        'https://www.yumpu.com, https://heyzine.com, https://www.flipsnack.com. ' +
        'Add its host under Site settings → Reader hosts first.',
    );
    expect(refused.body.error.message).not.toMatch(/regex/);

    const settings = await contentManager<{ data: Record<string, unknown> }>(
      '/single-types/api::site-setting.site-setting',
    );
    const hosts = String(settings.body.data.readerHosts);
    const badLine = await contentManager<{ error: { message: string } }>(
      '/single-types/api::site-setting.site-setting',
      'PUT',
      { ...settings.body.data, readerHosts: `${hosts}\nreader.elsewhere.example` },
    );
    expect(badLine.status).toBe(400);
    expect(badLine.body.error.message).toBe(
      '"reader.elsewhere.example" is not an https address. Write one address per line, such as https://issuu.com.',
    );
    const saved = await contentManager('/single-types/api::site-setting.site-setting', 'PUT', {
      ...settings.body.data,
      readerHosts: `${hosts}\nhttps://reader.elsewhere.example`,
    });
    expect(saved.status).toBe(200);
    let documentId: string | undefined;
    try {
      const accepted = await contentManager<{ data: { documentId: string } }>(
        '/collection-types/api::magazine.magazine',
        'POST',
        issue,
      );
      expect(accepted.status).toBe(201);
      documentId = accepted.body.data.documentId;
      // The site's policy may frame it: the web reads the same list.
      const read = await request<{ data: { readerHosts: string } }>(
        '/api/site-setting?fields[0]=readerHosts',
        { token: tokens.web },
      );
      expect(read.body.data.readerHosts.split('\n')).toContain('https://reader.elsewhere.example');
    } finally {
      if (documentId)
        await contentManager(`/collection-types/api::magazine.magazine/${documentId}`, 'DELETE');
      await contentManager(
        '/single-types/api::site-setting.site-setting',
        'PUT',
        settings.body.data,
      );
    }
  });

  it("refuses more than 4 editor's picks on the home page and keeps the saved ones", async () => {
    const picks = async () => {
      const home = await request<{ data: { editorsPicks: { documentId: string }[] } }>(
        '/api/home?populate=editorsPicks',
        {
          token: tokens.web,
        },
      );
      return home.body.data.editorsPicks.map((pick) => pick.documentId).sort();
    };
    const before = await picks();
    const blogs = await request<{ data: { documentId: string }[] }>(
      '/api/blogs?pagination[pageSize]=20',
      { token: tokens.web },
    );
    const extra = blogs.body.data
      .map((blog) => blog.documentId)
      .filter((id) => !before.includes(id));
    const adding = extra.slice(0, 5 - before.length);

    const answer = await contentManager<{ error: { message: string } }>(
      '/single-types/api::home.home',
      'PUT',
      {
        editorsPicks: { connect: adding.map((documentId) => ({ documentId })), disconnect: [] },
      },
    );
    expect(answer.status).toBe(400);
    expect(answer.body.error.message).toBe("Choose at most 4 editor's picks (5 chosen).");
    expect(await picks()).toEqual(before);
  });

  it('gives a draft the slug of its title until it is first published, then keeps it', async () => {
    const created = await contentManager<{ data: { documentId: string; slug: string } }>(
      '/collection-types/api::story.story',
      'POST',
      { title: 'Untitled', slug: 'story-1', pages: [] },
    );
    expect(created.status).toBe(201);
    const { documentId } = created.body.data;
    const save = async (data: Record<string, unknown>) => {
      const current = await contentManager<{ data: Record<string, unknown> }>(
        `/collection-types/api::story.story/${documentId}`,
      );
      const answer = await contentManager<{ data: { slug: string } }>(
        `/collection-types/api::story.story/${documentId}`,
        'PUT',
        { ...current.body.data, ...data },
      );
      expect(answer.status).toBe(200);
      return answer.body.data.slug;
    };
    try {
      // The admin's placeholder follows the title; so does a slug made from the previous title.
      expect(await save({ title: 'Rings Over the Desert', slug: 'story-1' })).toBe(
        'rings-over-the-desert',
      );
      expect(await save({ title: 'Rings Over the Salt Flats' })).toBe('rings-over-the-salt-flats');
      // The same title keeps its slug, not a numbered copy of it.
      expect(await save({ title: 'Rings Over the Salt Flats' })).toBe('rings-over-the-salt-flats');
      // A slug the editor chose is theirs.
      expect(await save({ slug: 'salt-flat-rings' })).toBe('salt-flat-rings');
      expect(await save({ title: 'Rings at Dusk' })).toBe('salt-flat-rings');
      expect(await save({ slug: 'story-7', title: 'Rings at Dawn' })).toBe('rings-at-dawn');
    } finally {
      await contentManager(`/collection-types/api::story.story/${documentId}`, 'DELETE');
    }
  });

  it('keeps the slug of a published article whatever its draft is titled', async () => {
    const seed = contentPack.articles[3]!;
    const found = await request<{ data: { documentId: string }[] }>(
      `/api/blogs?filters[slug][$eq]=${seed.slug}`,
      { token: tokens.web },
    );
    const documentId = found.body.data[0]!.documentId;
    const current = await contentManager<{ data: Record<string, unknown> }>(
      `${BLOGS}/${documentId}`,
    );
    const saved = await contentManager<{ data: { slug: string } }>(
      `${BLOGS}/${documentId}`,
      'PUT',
      {
        ...current.body.data,
        title: 'A new headline for the draft',
      },
    );
    try {
      expect(saved.status).toBe(200);
      expect(saved.body.data.slug).toBe(seed.slug);
    } finally {
      await contentManager(`${BLOGS}/${documentId}`, 'PUT', current.body.data);
    }
  });

  it('publishes a story only once its pictures have alternative text, naming the one missing', async () => {
    // As the quiz-service sends a reader's picture: re-encoded as WebP.
    const picture = await sharp(readFileSync(path.join(__dirname, 'support', 'pixel.png')))
      .webp()
      .toBuffer();
    const form = new FormData();
    form.append('files', new Blob([picture], { type: 'image/webp' }), 'undescribed-flypast.webp');
    const upload = await request<{ id: number }[]>('/api/upload', {
      method: 'POST',
      token: tokens.quiz,
      body: form,
    });
    const fileId = upload.body[0]!.id;
    const story = {
      title: 'Flypast Without Words',
      slug: 'flypast-without-words',
      description: 'A reader’s photos.',
      pages: [{ media: fileId, caption: 'The flypast' }],
    };
    // The reader's story arrives as a draft; the editor publishes it.
    const draft = await contentManager<{ data: { documentId: string } }>(
      '/collection-types/api::story.story',
      'POST',
      story,
    );
    expect(draft.status).toBe(201);
    const { documentId } = draft.body.data;
    const publish = () =>
      contentManager<{ error: { message: string } }>(
        `/collection-types/api::story.story/${documentId}/actions/publish`,
        'POST',
        story,
      );
    const refused = await publish();
    expect(refused.status).toBe(400);
    expect(refused.body.error.message).toBe(
      'Add alternative text to the picture "undescribed-flypast.webp" before publishing (the Pictures panel ' +
        'beside the editor, or the Media Library): a sentence saying what each shows, for readers who cannot see it.',
    );
    const listed = await request<{ data: unknown[] }>(
      '/api/stories?filters[slug][$eq]=flypast-without-words',
      { token: tokens.web },
    );
    expect(listed.body.data).toEqual([]);

    const described = await request(`/upload?id=${fileId}`, {
      method: 'POST',
      token: await editorToken(),
      body: (() => {
        const info = new FormData();
        info.append(
          'fileInfo',
          JSON.stringify({ alternativeText: 'Four jets in formation over a grass airfield' }),
        );
        return info;
      })(),
    });
    expect(described.status).toBe(200);
    try {
      expect((await publish()).status).toBe(200);
    } finally {
      await contentManager(`/collection-types/api::story.story/${documentId}`, 'DELETE');
    }
  });

  it('lists articles newest first by the date readers see, with the newsroom’s columns', async () => {
    const configuration = await contentManager<{
      data: {
        contentType: {
          layouts: { list: string[] };
          settings: { defaultSortBy: string; defaultSortOrder: string };
        };
      };
    }>('/content-types/api::blog.blog/configuration');
    const { layouts, settings } = configuration.body.data.contentType;
    expect(layouts.list).toEqual([
      'title',
      'category',
      'author',
      'publicationDate',
      'reviewStage',
      'publishAt',
    ]);
    expect(settings).toMatchObject({ defaultSortBy: 'publicationDate', defaultSortOrder: 'DESC' });

    const list = await contentManager<{ results: { title: string; publicationDate: string }[] }>(
      `${BLOGS}?page=1&pageSize=10&sort=publicationDate:DESC`,
    );
    const newest = [...contentPack.articles].sort((a, b) =>
      b.publishedAt.localeCompare(a.publishedAt),
    );
    // Other tests' pieces (published just now) may come first: the sample pack's follow in order.
    const packTitles = new Set(newest.map((article) => article.title));
    const listed = list.body.results.filter((row) => packTitles.has(row.title));
    expect(listed.length).toBeGreaterThanOrEqual(5);
    expect(listed.map((row) => row.title)).toEqual(
      newest.slice(0, listed.length).map((article) => article.title),
    );
    expect(new Date(listed[0]!.publicationDate).toISOString()).toBe(
      new Date(newest[0]!.publishedAt).toISOString(),
    );
  });
});
