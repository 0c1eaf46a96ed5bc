import { describe, expect, inject, it } from 'vitest';
import { editorToken, receivedWebhooks, request } from './support/client';

const COMMENT = '2b5c8d0e-1f3a-4b6c-8d9e-0a1b2c3d4e5f';
const REMOVE = `/newsroom/moderation/comments/${COMMENT}/remove`;

async function callsTo(path: string) {
  return (await receivedWebhooks()).filter((call) => call.path === path);
}

describe("the newsroom's comment moderation", () => {
  it('is for signed-in editors and administrators only: authors get 403', async () => {
    const stranger = await request('/newsroom/moderation/queue');
    expect(stranger.status).toBe(401);

    const before = (await callsTo(`/api/internal/comments/${COMMENT}/remove`)).length;
    const author = await request<{ error: { message: string } }>(REMOVE, {
      method: 'POST',
      token: inject('authorJwt'),
      json: { reason: 'Rude' },
    });
    expect(author.status).toBe(403);
    expect(author.body.error.message).toBe('Only editors can moderate comments.');
    const queue = await request('/newsroom/moderation/queue', { token: inject('authorJwt') });
    expect(queue.status).toBe(403);
    // Refused before the quiz-service is asked anything.
    expect(await callsTo(`/api/internal/comments/${COMMENT}/remove`)).toHaveLength(before);
  });

  it('passes an editor’s action to the quiz-service with its secret and the editor’s name', async () => {
    const answer = await request(REMOVE, {
      method: 'POST',
      token: inject('newsroomEditorJwt'),
      json: { reason: 'Defamatory', extra: 'dropped' },
    });
    // The test's stand-in for the quiz-service answers 204.
    expect(answer.status).toBe(204);
    const call = (await callsTo(`/api/internal/comments/${COMMENT}/remove`)).at(-1);
    expect(call?.authorization).toBe('Bearer test-newsroom-moderation-secret');
    expect(call?.body).toEqual({
      reason: 'Defamatory',
      editor: { id: expect.any(String), name: 'Grace Moreau' },
    });

    const asAdministrator = await request('/newsroom/moderation/queue', {
      token: await editorToken(),
    });
    expect(asAdministrator.status).toBe(204);
    expect((await callsTo('/api/internal/comments/queue')).at(-1)?.authorization).toBe(
      'Bearer test-newsroom-moderation-secret',
    );
  });

  it('refuses unknown actions and malformed ids without asking the service', async () => {
    const token = inject('newsroomEditorJwt');
    const unknown = await request(`/newsroom/moderation/comments/${COMMENT}/delete`, {
      method: 'POST',
      token,
      json: {},
    });
    expect(unknown.status).toBe(404);
    const malformed = await request<{ error: { message: string } }>(
      '/newsroom/moderation/comments/not-an-id/approve',
      { method: 'POST', token, json: {} },
    );
    expect(malformed.status).toBe(404);
    expect(malformed.body.error.message).toBe('This comment does not exist.');
    expect(await callsTo('/api/internal/comments/not-an-id/approve')).toHaveLength(0);
  });
});
