import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { cmsRequest, createCmsClient } from '../../src/plugins/cms-client';
import { createCmsStoryDrafts } from '../../src/modules/stories/cms-stories';
import { liveCms } from './live-cms';

/**
 * The quiz token against the running CMS: it uploads a picture and creates a draft story,
 * which the preview token can read and the published listing does not show. The browser
 * journey of a reader's story checks the same through the site; this one names the
 * quiz-service's CMS client when that fails.
 */
const { config, previewToken } = await liveCms();

describe(`story drafts in the CMS at ${config.cmsUrl}`, () => {
  it('creates a draft that only a draft-reading token sees', async () => {
    const quiet = { warn: () => undefined, error: () => undefined };
    const drafts = createCmsStoryDrafts(createCmsClient({ config }, quiet), quiet);
    const picture = await sharp({
      create: { width: 72, height: 128, channels: 3, background: '#0f766e' },
    })
      .webp()
      .toBuffer();
    const title = `Reader story check ${Date.now()}`;
    const { documentId } = await drafts.create({
      title,
      description: 'Created by the quiz-service test of story drafts.',
      readerName: 'Story Check',
      media: {
        data: new Blob([new Uint8Array(picture)], { type: 'image/webp' }),
        filename: 'check.webp',
      },
    });
    const preview = { baseUrl: config.cmsUrl, token: previewToken };
    const draft = await cmsRequest(preview, `/api/stories/${documentId}?status=draft`);
    expect(draft.status).toBe(200);
    expect((draft.body as { data: { title: string } }).data.title).toBe(title);
    const published = await cmsRequest(preview, `/api/stories/${documentId}`);
    expect(published.status).toBe(404);
  });
});
