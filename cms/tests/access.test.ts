import { readFileSync } from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { uploadMessages } from '../src/media/upload-check';
import { cmsUrl, contentManager, editorToken, graphql, request, tokens } from './support/client';

interface Listed {
  documentId: string;
  slug: string | null;
  publishedAt?: string | null;
}

const BLOG_LIST = '{ blogs(pagination: { limit: 100 }) { documentId slug } }';
const DRAFT_TITLE = 'An unfinished article about gliders';

let draft: Listed;

/** A reader's story picture as the quiz-service sends it: re-encoded as WebP. */
const storyPicture = () =>
  sharp({ create: { width: 8, height: 8, channels: 3, background: '#aa6633' } })
    .webp()
    .toBuffer();

beforeAll(async () => {
  // An editor saves an article without publishing it.
  const saved = await contentManager<{ data: Listed }>('/collection-types/api::blog.blog', 'POST', {
    title: DRAFT_TITLE,
    slug: 'an-unfinished-article-about-gliders',
    description: 'Not ready yet.',
  });
  expect(saved.status).toBe(201);
  draft = saved.body.data;
});

describe('anonymous visitors', () => {
  it('get nothing from the REST API', async () => {
    for (const pathname of [
      '/api/blogs',
      '/api/quiz-questions',
      '/api/site-setting',
      '/api/upload/files',
    ]) {
      expect([401, 403], pathname).toContain((await request(pathname)).status);
    }
  });

  it('get nothing from GraphQL', async () => {
    const answer = await graphql(BLOG_LIST);
    expect([401, 403]).toContain(answer.status);
    expect(answer.body.data ?? null).toBeNull();
  });

  it('can still load media files from /uploads', async () => {
    const blogs = await request<{ data: { featureImage: { url: string } }[] }>(
      '/api/blogs?populate=featureImage',
      { token: tokens.web },
    );
    const url = blogs.body.data[0]?.featureImage.url ?? '';
    expect(url).toMatch(/^\/uploads\/.+\.(jpe?g|png|webp)$/);
    const file = await fetch(cmsUrl(url));
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toMatch(/^image\//);
  });
});

describe('the website token', () => {
  it('reads published articles over GraphQL, without drafts', async () => {
    const answer = await graphql<{ blogs: Listed[] }>(BLOG_LIST, tokens.web);
    expect(answer.body.errors).toBeUndefined();
    const slugs = answer.body.data?.blogs.map((blog) => blog.slug) ?? [];
    expect(slugs.length).toBeGreaterThan(10);
    expect(slugs).not.toContain(draft.slug);
  });

  it('is refused drafts over GraphQL and REST', async () => {
    const viaGraphql = await graphql('{ blogs(status: DRAFT) { slug } }', tokens.web);
    expect(viaGraphql.body.errors?.[0]?.message).toBe('This token reads published content only.');
    const viaRest = await request('/api/blogs?status=draft', { token: tokens.web });
    expect(viaRest.status).toBe(403);
    const one = await request(`/api/blogs/${draft.documentId}?status=draft`, { token: tokens.web });
    expect(one.status).toBe(403);
    const published = await request(`/api/blogs/${draft.documentId}`, { token: tokens.web });
    expect(published.status).toBe(404);
  });

  it('cannot write anything', async () => {
    const create = await request('/api/blogs', {
      method: 'POST',
      token: tokens.web,
      json: { data: { title: 'Nope' } },
    });
    expect(create.status).toBe(403);
    const remove = await request(`/api/blogs/${draft.documentId}`, {
      method: 'DELETE',
      token: tokens.web,
    });
    expect(remove.status).toBe(403);
    const mutation = await graphql(
      `mutation { deleteBlog(documentId: "${draft.documentId}") { documentId } }`,
      tokens.web,
    );
    expect(mutation.body.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const upload = new FormData();
    upload.append('files', new Blob([new Uint8Array([1, 2, 3])], { type: 'image/png' }), 'x.png');
    expect(
      (await request('/api/upload', { method: 'POST', token: tokens.web, body: upload })).status,
    ).toBe(403);
  });

  it("cannot read quiz answers, nor list the media library (readers' uploads for unpublished stories stay private)", async () => {
    expect((await request('/api/quiz-questions', { token: tokens.web })).status).toBe(403);
    expect((await request('/api/upload/files', { token: tokens.web })).status).toBe(403);
  });

  it('reads the single types the site shows', async () => {
    for (const pathname of ['/api/site-setting', '/api/home', '/api/publisher']) {
      const answer = await request<{ data: unknown }>(pathname, { token: tokens.web });
      expect(answer.status, pathname).toBe(200);
      expect(answer.body.data, pathname).not.toBeNull();
    }
  });
});

describe('the preview token', () => {
  it('reads drafts', async () => {
    const answer = await graphql<{ blogs: Listed[] }>(
      '{ blogs(status: DRAFT, pagination: { limit: 100 }) { documentId slug } }',
      tokens.preview,
    );
    expect(answer.body.errors).toBeUndefined();
    expect(answer.body.data?.blogs.map((blog) => blog.slug)).toContain(draft.slug);
  });

  it('cannot write', async () => {
    const create = await request('/api/blogs', {
      method: 'POST',
      token: tokens.preview,
      json: { data: { title: 'Nope' } },
    });
    expect(create.status).toBe(403);
  });
});

describe('the quiz-service token', () => {
  it('reads quiz questions with their answers', async () => {
    const answer = await request<{
      data: { question: string; options: { text: string; isCorrect: boolean }[] }[];
    }>('/api/quiz-questions?populate=options&pagination[pageSize]=5', { token: tokens.quiz });
    expect(answer.status).toBe(200);
    const first = answer.body.data[0];
    expect(first?.question).toBeTruthy();
    expect(first?.options.filter((option) => option.isCorrect)).toHaveLength(1);
  });

  it('reads published content only', async () => {
    const viaRest = await request('/api/blogs?status=draft', { token: tokens.quiz });
    expect(viaRest.status).toBe(403);
    const one = await request(`/api/blogs/${draft.documentId}?status=draft`, {
      token: tokens.quiz,
    });
    expect(one.status).toBe(403);
    const viaGraphql = await graphql('{ blogs(status: DRAFT) { slug } }', tokens.quiz);
    expect(viaGraphql.body.errors?.[0]?.message).toBe('This token reads published content only.');
    const published = await request<{ data: Listed[] }>('/api/blogs?pagination[pageSize]=100', {
      token: tokens.quiz,
    });
    expect(published.status).toBe(200);
    expect(published.body.data.map((blog) => blog.slug)).not.toContain(draft.slug);
  });

  it('uploads story media only (WebP pictures, MP4 and WebM videos), never replaces a library file', async () => {
    const send = async (name: string, bytes: Buffer | string, type: string, query = '') => {
      const form = new FormData();
      form.append('files', new Blob([bytes], { type }), name);
      return request<{ error?: { message: string } }>(`/api/upload${query}`, {
        method: 'POST',
        token: tokens.quiz,
        body: form,
      });
    };
    const page = await send('story.html', '<!doctype html><script>alert(1)</script>', 'text/html');
    expect(page.status).toBe(400);
    expect(page.body.error?.message).toBe(uploadMessages.notStoryMedia('story.html'));
    // Pictures reach the CMS re-encoded as WebP; a PNG is not something the service sends.
    const png = await send(
      'pixel.png',
      readFileSync(path.join(__dirname, 'support', 'pixel.png')),
      'image/png',
    );
    expect(png.status).toBe(400);
    const library = await request<{ results: { id: number }[] }>('/upload/files?pageSize=1', {
      token: await editorToken(),
    });
    const someFile = library.body.results[0]?.id;
    expect(someFile).toBeTypeOf('number');
    const replace = await send('cover.webp', await storyPicture(), 'image/webp', `?id=${someFile}`);
    expect(replace.status).toBe(403);
  });

  it('uploads a picture and creates a story draft with it, slug made from the title', async () => {
    const form = new FormData();
    form.append(
      'files',
      new Blob([await storyPicture()], { type: 'image/webp' }),
      'reader-photo.webp',
    );
    const upload = await request<{ id: number }[]>('/api/upload', {
      method: 'POST',
      token: tokens.quiz,
      body: form,
    });
    expect(upload.status).toBe(201);
    const fileId = upload.body[0]?.id;
    expect(fileId).toBeTypeOf('number');

    const story = await request<{ data: Listed & { title: string } }>('/api/stories', {
      method: 'POST',
      token: tokens.quiz,
      json: {
        data: {
          title: 'My First Airshow',
          description: 'Photos from the fence.',
          pages: [{ media: fileId, caption: 'The flypast' }],
        },
      },
    });
    expect(story.status).toBe(201);
    expect(story.body.data.publishedAt).toBeNull();
    expect(story.body.data.slug).toBe('my-first-airshow');

    // Readers do not see it until an editor publishes it.
    const published = await request<{ data: Listed[] }>(
      '/api/stories?filters[slug][$eq]=my-first-airshow',
      { token: tokens.web },
    );
    expect(published.body.data).toHaveLength(0);
  });

  it('reads the published article a question links to', async () => {
    const answer = await request<{
      data: { relatedArticle: { slug: string; publishedAt: string } | null }[];
    }>('/api/quiz-questions?populate=relatedArticle&pagination[pageSize]=100', {
      token: tokens.quiz,
    });
    expect(answer.status).toBe(200);
    const linked = answer.body.data.filter((question) => question.relatedArticle);
    expect(linked.length).toBeGreaterThan(0);
    expect(linked[0]?.relatedArticle?.slug).toMatch(/^[a-z0-9-]+$/);
  });

  it('cannot publish a story', async () => {
    const story = await request('/api/stories?status=published', {
      method: 'POST',
      token: tokens.quiz,
      json: { data: { title: 'Straight to the site', description: 'Should not be live.' } },
    });
    expect(story.status).toBe(403);
  });

  it("clears an erased reader's credit on a story draft, and changes nothing else", async () => {
    // A reader's story as the quiz-service sends it: the picture, then the draft.
    const form = new FormData();
    const picture = await sharp(readFileSync(path.join(__dirname, 'support', 'pixel.png')))
      .webp()
      .toBuffer();
    form.append('files', new Blob([picture], { type: 'image/webp' }), 'contrails.webp');
    const upload = await request<{ id: number }[]>('/api/upload', {
      method: 'POST',
      token: tokens.quiz,
      body: form,
    });
    const created = await request<{ data: { documentId: string } }>('/api/stories?status=draft', {
      method: 'POST',
      token: tokens.quiz,
      json: {
        data: {
          title: 'Contrails at dusk',
          description: 'Sent by a reader.',
          readerName: 'Sky Watcher',
          pages: [{ media: upload.body[0]!.id, caption: 'Contrails over the ridge' }],
        },
      },
    });
    expect(created.status).toBe(201);
    const story = `/api/stories/${created.body.data.documentId}`;
    const cleared = await request(story, {
      method: 'PUT',
      token: tokens.quiz,
      json: { data: { readerName: null } },
    });
    expect(cleared.status).toBe(200);
    for (const data of [
      { title: 'Changed' },
      { readerName: 'Someone else' },
      { readerName: null, title: 'x' },
    ]) {
      const refused = await request(story, { method: 'PUT', token: tokens.quiz, json: { data } });
      expect(refused.status, JSON.stringify(data)).toBe(403);
    }
  });

  it('can do nothing else', async () => {
    const refused: [string, string, unknown?][] = [
      ['GET', '/api/stories'],
      ['GET', '/api/upload/files'],
      ['GET', '/api/site-setting'],
      ['POST', '/api/quiz-questions', { data: { question: 'x' } }],
      ['PUT', `/api/stories/${draft.documentId}`, { data: { title: 'x' } }],
      ['DELETE', `/api/stories/${draft.documentId}`],
    ];
    for (const [method, pathname, json] of refused) {
      const answer = await request(pathname, { method, token: tokens.quiz, json });
      expect(answer.status, `${method} ${pathname}`).toBe(403);
    }
    // There are no reader accounts in the CMS at all, and the admin API does not take API tokens.
    expect((await request('/api/users', { token: tokens.quiz })).status).toBe(404);
    expect((await request('/admin/users', { token: tokens.quiz })).status).toBe(401);
  });
});
