import { readFileSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { contentManager, editorToken, receivedWebhooks, request, tokens } from './support/client';

describe("the newsroom's home", () => {
  it('asks the quiz-service who sent the readers’ story drafts, for signed-in editors only', async () => {
    // A reader's story, as the quiz-service sends it (its token: the picture, then a draft).
    const form = new FormData();
    const picture = await sharp(readFileSync(path.join(__dirname, 'support', 'pixel.png')))
      .webp()
      .toBuffer();
    form.append('files', new Blob([picture], { type: 'image/webp' }), 'wingwalkers.webp');
    const upload = await request<{ id: number }[]>('/api/upload', {
      method: 'POST',
      token: tokens.quiz,
      body: form,
    });
    const story = await request<{ data: { documentId: string } }>('/api/stories', {
      method: 'POST',
      token: tokens.quiz,
      json: {
        data: {
          title: 'Wingwalkers at Duxford',
          description: 'From the crowd line.',
          pages: [{ media: upload.body[0]!.id, caption: 'Wingwalkers at Duxford' }],
        },
      },
    });
    expect(story.status).toBe(201);
    const { documentId } = story.body.data;
    try {
      const stranger = await request('/newsroom/submissions');
      expect(stranger.status).toBe(401);

      const answer = await request<{ submissions: unknown[]; unavailable: boolean }>(
        '/newsroom/submissions',
        { token: await editorToken() },
      );
      expect(answer.status).toBe(200);
      // The test's stand-in for the quiz-service does not answer with submitters: the home
      // says the list is unavailable rather than showing drafts without their senders.
      expect(answer.body).toEqual({ submissions: [], unavailable: true });
      const asked = (await receivedWebhooks()).filter((call) =>
        call.path.startsWith('/api/internal/story-submissions?documentIds='),
      );
      expect(asked.at(-1)?.path).toContain(documentId);
      expect(asked.at(-1)?.authorization).toBe('Bearer test-newsroom-read-secret');
    } finally {
      await contentManager(`/collection-types/api::story.story/${documentId}`, 'DELETE');
    }
  });
});
