import { describe, expect, it } from 'vitest';
import { contentManager, receivedWebhooks, request, tokens } from './support/client';

const STORIES = '/collection-types/api::story.story';

/** Waits until `check` holds, checking every 200 ms for at most `ms`. */
async function eventually(check: () => Promise<boolean>, ms = 10_000): Promise<boolean> {
  const deadline = Date.now() + ms;
  while (Date.now() < deadline) {
    if (await check()) return true;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return false;
}

const isPublished = async (slug: string) =>
  (
    await request<{ data: unknown[] }>(`/api/stories?filters[slug][$eq]=${slug}`, {
      token: tokens.web,
    })
  ).body.data.length > 0;

describe('scheduled publishing', () => {
  it('publishes a story at its time and takes it off at its end, telling the site each time', async () => {
    // A published sample story gives a page whose picture has its description.
    const sample = await contentManager<{ results: { documentId: string }[] }>(
      `${STORIES}?page=1&pageSize=1&status=published`,
    );
    const source = await contentManager<{ data: { pages: { media: { id: number } }[] } }>(
      `${STORIES}/${sample.body.results[0]!.documentId}`,
    );
    const media = source.body.data.pages[0]!.media.id;
    const now = Date.now();
    const created = await contentManager<{ data: { documentId: string } }>(STORIES, 'POST', {
      title: 'Timed Flypast',
      slug: 'timed-flypast',
      description: 'Published by the schedule.',
      pages: [{ media, caption: 'Right on time' }],
      publishAt: new Date(now + 1500).toISOString(),
      unpublishAt: new Date(now + 60 * 60_000).toISOString(),
    });
    expect(created.status).toBe(201);
    const { documentId } = created.body.data;
    try {
      expect(await isPublished('timed-flypast')).toBe(false);
      expect(await eventually(() => isPublished('timed-flypast'))).toBe(true);
      const hooks = await receivedWebhooks();
      expect(
        hooks.some(
          (hook) => hook.body.event === 'entry.publish' && hook.body.documentId === documentId,
        ),
      ).toBe(true);
      // Acted on once: the time is cleared.
      const after = await contentManager<{ data: { publishAt: string | null } }>(
        `${STORIES}/${documentId}`,
      );
      expect(after.body.data.publishAt).toBeNull();

      const ending = await contentManager(`${STORIES}/${documentId}`, 'PUT', {
        ...after.body.data,
        unpublishAt: new Date(Date.now() + 1000).toISOString(),
      });
      expect(ending.status).toBe(200);
      expect(await eventually(async () => !(await isPublished('timed-flypast')))).toBe(true);
    } finally {
      await contentManager(`${STORIES}/${documentId}`, 'DELETE');
    }
  });

  it('refuses an end before the start', async () => {
    const answer = await contentManager<{ error: { message: string } }>(STORIES, 'POST', {
      title: 'Backwards',
      publishAt: '2030-01-02T00:00:00.000Z',
      unpublishAt: '2030-01-01T00:00:00.000Z',
    });
    expect(answer.status).toBe(400);
    expect(answer.body.error.message).toBe('"Unpublish at" must come after "Publish at".');
  });
});
