/** The admin panel as the newsroom's accounts meet it: their names, its icon, their screens. */
import { describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import { cmsUrl, request } from './support/client';

const sessions = {
  administrator: () => inject('editorJwt'),
  editor: () => inject('newsroomEditorJwt'),
  author: () => inject('authorJwt'),
};

describe('the development accounts', () => {
  it('each carry a name of their own, for the greeting and the history', async () => {
    const names: Record<string, string> = {};
    for (const [who, token] of Object.entries(sessions)) {
      const me = await request<{ data: { firstname: string; lastname: string } }>(
        '/admin/users/me',
        { token: token() },
      );
      expect(me.status).toBe(200);
      names[who] = `${me.body.data.firstname} ${me.body.data.lastname}`;
    }
    expect(names).toEqual({
      administrator: 'Dana Whitfield',
      editor: 'Grace Moreau',
      author: 'Ada Brennan',
    });
  });
});

describe('the admin panel', () => {
  it('has an icon: GET /favicon.ico answers a picture', async () => {
    const response = await fetch(cmsUrl('/favicon.ico'));
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^image\//);
    const bytes = Buffer.from(await response.arrayBuffer());
    // A PNG's signature.
    expect(bytes.subarray(1, 4).toString()).toBe('PNG');
  });

  it("opens the media library's settings for an editor, not for an author", async () => {
    const editor = await request('/upload/settings', { token: sessions.editor() });
    expect(editor.status).toBe(200);
    expect(editor.body).toHaveProperty('data.responsiveDimensions');
    const author = await request('/upload/settings', { token: sessions.author() });
    expect(author.status).toBe(403);
  });
});
