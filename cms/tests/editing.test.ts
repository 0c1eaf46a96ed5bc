import { describe, expect, it } from 'vitest';
import { contentPack } from '../src/seed/data';
import { contentManager, request, tokens } from './support/client';

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
});
