import { describe, expect, inject, it } from 'vitest';
import { editorToken, receivedWebhooks, request } from './support/client';

const READER = '6f1c2d3e-4a5b-4c6d-8e7f-901a2b3c4d5e';
const MESSAGE = '0a1b2c3d-4e5f-4a6b-8c7d-8e9f0a1b2c3d';

async function callsTo(path: string) {
  return (await receivedWebhooks()).filter((call) => call.path === path);
}

describe("the newsroom's inbox and readers' rights", () => {
  it('are for signed-in editors and administrators only: authors get 403', async () => {
    expect((await request('/newsroom/inbox')).status).toBe(401);
    const before = (await callsTo(`/api/internal/readers/${READER}/erase`)).length;
    for (const [path, method] of [
      ['/newsroom/inbox', 'GET'],
      [`/newsroom/readers/${READER}/erase`, 'POST'],
      [`/newsroom/readers/${READER}/export`, 'POST'],
    ] as const) {
      const author = await request<{ error: { message: string } }>(path, {
        method,
        token: inject('authorJwt'),
        ...(method === 'POST' ? { json: { comments: 'delete' } } : {}),
      });
      expect(author.status).toBe(403);
      expect(author.body.error.message).toBe(
        "Only editors can open the inbox and the readers' rights.",
      );
    }
    // Refused before the quiz-service is asked anything.
    expect(await callsTo(`/api/internal/readers/${READER}/erase`)).toHaveLength(before);
  });

  it("passes an editor's request on with the privacy secret and the editor's name", async () => {
    const token = inject('newsroomEditorJwt');
    const erase = await request(`/newsroom/readers/${READER}/erase`, {
      method: 'POST',
      token,
      json: { comments: 'anonymise', extra: 'dropped' },
    });
    // The test's stand-in for the quiz-service answers 204.
    expect(erase.status).toBe(204);
    const call = (await callsTo(`/api/internal/readers/${READER}/erase`)).at(-1);
    expect(call?.authorization).toBe('Bearer test-newsroom-privacy-secret');
    expect(call?.body).toEqual({
      comments: 'anonymise',
      editor: { id: expect.any(String), name: 'Grace Moreau' },
    });

    const handled = await request(`/newsroom/inbox/${MESSAGE}/handled`, {
      method: 'POST',
      token,
      json: {},
    });
    expect(handled.status).toBe(204);
    expect(
      (await callsTo(`/api/internal/contact-messages/${MESSAGE}/handled`)).at(-1)?.body,
    ).toEqual({ editor: { id: expect.any(String), name: 'Grace Moreau' } });

    const search = await request('/newsroom/inbox?q=Apollo&status=open', {
      token: await editorToken(),
    });
    expect(search.status).toBe(204);
    const found = (await receivedWebhooks()).filter((c) =>
      c.path.startsWith('/api/internal/contact-messages?'),
    );
    expect(found.at(-1)?.path).toBe('/api/internal/contact-messages?q=Apollo&status=open');
  });

  it('refuses malformed ids without asking the service', async () => {
    const token = inject('newsroomEditorJwt');
    const malformed = await request(`/newsroom/readers/not-an-id/export`, {
      method: 'POST',
      token,
      json: {},
    });
    expect(malformed.status).toBe(404);
    expect(await callsTo('/api/internal/readers/not-an-id/export')).toHaveLength(0);
  });
});
