import { describe, expect, it } from 'vitest';
import { SHARED } from './support/constants';
import { contentManager, receivedWebhooks } from './support/client';

async function waitForHook(
  predicate: (body: { event: string; model: string; slug: string | null }) => boolean,
) {
  for (let attempt = 0; attempt < 50; attempt += 1) {
    const found = (await receivedWebhooks()).filter((hook) => predicate(hook.body));
    if (found.length > 0) return found;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return [];
}

describe('the cache-purge webhook', () => {
  const slug = 'webhook-check-article';
  let documentId = '';

  it('is called once when an article is published, with the secret and the slug', async () => {
    const saved = await contentManager<{ data: { documentId: string } }>(
      '/collection-types/api::blog.blog',
      'POST',
      {
        title: 'Webhook check article',
        slug,
        description: 'Checks the webhook.',
      },
    );
    documentId = saved.body.data.documentId;
    // Saving a draft changes nothing readers see: no call.
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect((await receivedWebhooks()).filter((hook) => hook.body.slug === slug)).toHaveLength(0);

    const existing = await contentManager<{ results: { documentId: string }[] }>(
      '/collection-types/api::blog.blog?page=1&pageSize=1',
    );
    const template = existing.body.results[0]!;
    const full = await contentManager<{ data: Record<string, unknown> }>(
      `/collection-types/api::blog.blog/${template.documentId}?populate=*`,
    );
    const { content, featureImage } = full.body.data as {
      content: unknown;
      featureImage: { id: number };
    };
    const published = await contentManager(
      `/collection-types/api::blog.blog/${documentId}/actions/publish`,
      'POST',
      {
        title: 'Webhook check article',
        slug,
        description: 'Checks the webhook.',
        content,
        featureImage: featureImage.id,
      },
    );
    expect(published.status).toBe(200);

    const hooks = await waitForHook((body) => body.event === 'entry.publish' && body.slug === slug);
    expect(hooks).toHaveLength(1);
    expect(hooks[0]).toEqual({
      path: '/hook',
      authorization: `Bearer ${SHARED.CMS_WEBHOOK_SECRET}`,
      body: { event: 'entry.publish', model: 'blog', documentId, slug },
    });
  });

  it('is called on unpublish and on delete', async () => {
    expect(
      (
        await contentManager(
          `/collection-types/api::blog.blog/${documentId}/actions/unpublish`,
          'POST',
          {},
        )
      ).status,
    ).toBe(200);
    expect(
      await waitForHook((body) => body.event === 'entry.unpublish' && body.slug === slug),
    ).toHaveLength(1);
    expect(
      (await contentManager(`/collection-types/api::blog.blog/${documentId}`, 'DELETE')).status,
    ).toBe(200);
    expect(
      await waitForHook((body) => body.event === 'entry.delete' && body.slug === slug),
    ).toHaveLength(1);
  });

  it('is called when a single type is saved', async () => {
    const current = await contentManager<{ data: Record<string, unknown> }>(
      '/single-types/api::site-setting.site-setting',
    );
    const { tagline } = current.body.data as { tagline: string };
    const saved = await contentManager('/single-types/api::site-setting.site-setting', 'PUT', {
      ...current.body.data,
      tagline: `${tagline}!`,
    });
    expect(saved.status).toBe(200);
    const hooks = await waitForHook(
      (body) => body.event === 'entry.update' && body.model === 'site-setting',
    );
    expect(hooks.length).toBeGreaterThanOrEqual(1);
    await contentManager('/single-types/api::site-setting.site-setting', 'PUT', {
      ...current.body.data,
      tagline,
    });
  });
});
