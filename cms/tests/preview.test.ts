import { describe, expect, it } from 'vitest';
import { contentPack } from '../src/seed/data';
import { contentManager, tokens, request } from './support/client';
import { SHARED } from './support/constants';

describe('draft preview from the admin', () => {
  it('opens the site preview route with the secret, the type and the slug', async () => {
    const slug = contentPack.articles[1]!.slug;
    const found = await request<{ data: { documentId: string }[] }>(
      `/api/blogs?filters[slug][$eq]=${slug}`,
      { token: tokens.web },
    );
    const documentId = found.body.data[0]!.documentId;
    const answer = await contentManager<{ data: { url: string } }>(
      `/preview/url/api::blog.blog?documentId=${documentId}&status=draft`,
    );
    expect(answer.status).toBe(200);
    const url = new URL(answer.body.data.url);
    expect(`${url.origin}${url.pathname}`).toBe('http://localhost:3000/preview');
    expect(url.searchParams.get('secret')).toBe(SHARED.PREVIEW_SECRET);
    expect(url.searchParams.get('type')).toBe('blog');
    expect(url.searchParams.get('slug')).toBe(slug);
  });
});
