import { describe, expect, inject, it } from 'vitest';
import { contentManagerAs, receivedWebhooks, request, tokens } from './support/client';
import { NEWSROOM_EDITOR, NEWSLETTER_SENDS_PATH } from './support/constants';

const ISSUES = '/collection-types/api::newsletter-issue.newsletter-issue';
const BLOGS = '/collection-types/api::blog.blog';
const author = contentManagerAs('author');
const editor = contentManagerAs('editor');

const paragraph = (text: string) => ({ type: 'paragraph', children: [{ type: 'text', text }] });

interface SendCall {
  path: string;
  authorization: string | null;
  body: {
    kind?: string;
    dedupeKey?: string;
    subject?: string;
    html?: string;
    text?: string;
    to?: string;
    audience?: unknown;
    scheduledAt?: string;
    createdBy?: string;
  };
}
const callsTo = async (path: string) =>
  ((await receivedWebhooks()) as unknown as SendCall[]).filter((call) => call.path === path);

interface PublishedArticle {
  documentId: string;
  title: string;
  slug: string;
  category: { slug: string } | null;
}

/** Published articles as the site reads them (the content API). */
async function publishedArticles(count: number): Promise<PublishedArticle[]> {
  const answer = await request<{ data: PublishedArticle[] }>(
    `/api/blogs?populate=category&sort=publishedAt:desc&pagination[pageSize]=${count}`,
    { token: tokens.web },
  );
  return answer.body.data;
}

/** A new issue written in the content manager by `who`, with these articles. */
async function writeIssue(who: typeof author, subject: string, articles: string[]) {
  const created = await who<{ data: { documentId: string } }>(`${ISSUES}`, 'POST', {
    subject,
    preheader: 'What happened at the airfield',
    intro: [paragraph('Dear readers, the hangar doors are open again.')],
    closing: [paragraph('Clear skies.')],
    articles: { connect: articles.map((documentId) => ({ documentId })) },
  });
  expect(created.status).toBe(201);
  return created.body.data.documentId;
}

describe('newsletter issues in the newsroom', () => {
  it('lets an author write and preview an issue, and refuses their send (403)', async () => {
    const [article] = await publishedArticles(1);
    const documentId = await writeIssue(author, 'Notes from the hangar', [article!.documentId]);
    const token = inject('authorJwt');

    const preview = await request<{ subject: string; html: string; text: string }>(
      `/newsroom/newsletter-issues/${documentId}/preview`,
      { method: 'POST', token, json: {} },
    );
    expect(preview.status).toBe(200);
    expect(preview.body.subject).toBe('Notes from the hangar');
    expect(preview.body.html).toContain('{{unsubscribe_url}}');
    expect(preview.body.text).toContain(article!.title);
    expect(preview.body.text).toContain('Dear readers, the hangar doors are open again.');

    const state = await request<{ canSend: boolean; sendId: string | null }>(
      `/newsroom/newsletter-issues/${documentId}`,
      { token },
    );
    expect(state.body).toMatchObject({ canSend: false, sendId: null });

    const before = (await callsTo(NEWSLETTER_SENDS_PATH)).length;
    for (const path of [
      `/newsroom/newsletter-issues/${documentId}/send`,
      `/newsroom/articles/${article!.documentId}/newsletter`,
    ]) {
      const send = await request<{ error: { message: string } }>(path, {
        method: 'POST',
        token,
        json: {},
      });
      expect(send.status).toBe(403);
      expect(send.body.error.message).toBe('Only editors can send or schedule newsletters.');
    }
    const reports = await request<{ error: { message: string } }>('/newsroom/newsletter-sends', {
      token,
    });
    expect(reports.status).toBe(403);
    expect(reports.body.error.message).toBe('Only editors can see newsletter sends.');
    // Refused before the quiz-service is asked anything.
    expect(await callsTo(NEWSLETTER_SENDS_PATH)).toHaveLength(before);
  });

  it("sends an editor's issue to every subscriber, once, through the quiz-service", async () => {
    const articles = await publishedArticles(2);
    const documentId = await writeIssue(
      editor,
      'Apogee weekly: the long way up',
      articles.map((article) => article.documentId),
    );
    const token = inject('newsroomEditorJwt');

    const test = await request(`/newsroom/newsletter-issues/${documentId}/test`, {
      method: 'POST',
      token,
      json: {},
    });
    expect(test.status).toBe(204);
    const testCall = (await callsTo('/api/internal/newsletter/test')).at(-1);
    expect(testCall?.body.to).toBe(NEWSROOM_EDITOR.email);
    expect(testCall?.body.subject).toBe('Apogee weekly: the long way up');

    const late = await request<{ error: { message: string } }>(
      `/newsroom/newsletter-issues/${documentId}/send`,
      { method: 'POST', token, json: { scheduledAt: '2001-01-01T09:00:00Z' } },
    );
    expect(late.status).toBe(400);
    expect(late.body.error.message).toBe(
      'Choose a time to send in the future, at most a year from now.',
    );

    const sent = await request<{ id: string }>(`/newsroom/newsletter-issues/${documentId}/send`, {
      method: 'POST',
      token,
      json: {},
    });
    expect(sent.status).toBe(201);
    const calls = (await callsTo(NEWSLETTER_SENDS_PATH)).filter(
      (call) => call.body.dedupeKey === `issue:${documentId}`,
    );
    expect(calls).toHaveLength(1);
    const call = calls[0]!;
    expect(call.authorization).toBe('Bearer test-newsroom-newsletter-secret');
    expect(call.body).toMatchObject({
      kind: 'issue',
      subject: 'Apogee weekly: the long way up',
      audience: { topics: null, rhythm: 'all' },
      createdBy: 'Grace Moreau',
    });
    for (const article of articles)
      expect(call.body.html).toContain(`href="http://localhost:3000/${article.slug}"`);
    expect(call.body.text).toContain('{{unsubscribe_url}}');

    const state = await request<{ sendId: string; sendAt: string; sentBy: string }>(
      `/newsroom/newsletter-issues/${documentId}`,
      { token },
    );
    expect(state.body.sendId).toBe(sent.body.id);
    expect(state.body.sentBy).toBe('Grace Moreau');

    const again = await request<{ error: { message: string } }>(
      `/newsroom/newsletter-issues/${documentId}/send`,
      { method: 'POST', token, json: {} },
    );
    expect(again.status).toBe(409);
    expect(again.body.error.message).toBe('This issue has already been sent or scheduled.');
    expect(
      (await callsTo(NEWSLETTER_SENDS_PATH)).filter(
        (c) => c.body.dedupeKey === `issue:${documentId}`,
      ),
    ).toHaveLength(1);
  });

  it('e-mails a published article to its section once, never again on a later save', async () => {
    const [article] = await publishedArticles(1);
    const token = inject('newsroomEditorJwt');
    const path = `/newsroom/articles/${article!.documentId}/newsletter`;
    expect((await request(path, { token })).body).toMatchObject({
      published: true,
      emailedAt: null,
      canSend: true,
    });

    expect((await request(path, { method: 'POST', token, json: {} })).status).toBe(201);
    const calls = () =>
      callsTo(NEWSLETTER_SENDS_PATH).then((all) =>
        all.filter((call) => call.body.dedupeKey === `article:${article!.documentId}`),
      );
    expect(await calls()).toHaveLength(1);
    expect((await calls())[0]!.body).toMatchObject({
      kind: 'article',
      subject: article!.title,
      audience: { topics: [article!.category!.slug], rhythm: 'each' },
    });
    const state = await request<{ emailedAt: string | null }>(path, { token });
    expect(state.body.emailedAt).toEqual(expect.any(String));

    // A later save of the article (even one that tries to clear the record) and a publish.
    const saved = await editor(`${BLOGS}/${article!.documentId}`, 'PUT', {
      description: `${article!.title}: a fresh description.`,
      emailedToSubscribersAt: null,
    });
    expect(saved.status).toBe(200);
    await editor(`${BLOGS}/${article!.documentId}/actions/publish`, 'POST', {});
    expect((await request<{ emailedAt: string | null }>(path, { token })).body.emailedAt).toBe(
      state.body.emailedAt,
    );

    const again = await request<{ error: { message: string } }>(path, {
      method: 'POST',
      token,
      json: {},
    });
    expect(again.status).toBe(409);
    expect(again.body.error.message).toBe('This article has already been e-mailed to subscribers.');
    expect(await calls()).toHaveLength(1);
  });
});
