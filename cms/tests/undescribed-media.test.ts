import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { editorToken, request } from './support/client';

interface PicturePage {
  total: number;
  pictures: { id: number; name: string }[];
}

describe('pictures to describe', () => {
  it('lists the pictures without alternative text until one is described', async () => {
    const token = await editorToken();
    const form = new FormData();
    const picture = readFileSync(path.join(__dirname, 'support', 'pixel.png'));
    form.append('files', new Blob([picture], { type: 'image/png' }), 'undescribed-hangar.png');
    const upload = await request<{ id: number; alternativeText: string | null }[]>('/upload', {
      method: 'POST',
      token,
      body: form,
    });
    expect(upload.status).toBe(201);
    const { id } = upload.body[0]!;
    try {
      const before = await request<PicturePage>('/newsroom/undescribed-media', { token });
      expect(before.status).toBe(200);
      // Newest first: the picture just uploaded heads the list.
      expect(before.body.pictures[0]).toMatchObject({ id, name: 'undescribed-hangar.png' });

      const description = new FormData();
      description.append(
        'fileInfo',
        JSON.stringify({ name: 'undescribed-hangar.png', alternativeText: 'A hangar at dawn' }),
      );
      expect(
        (await request(`/upload?id=${id}`, { method: 'POST', token, body: description })).status,
      ).toBe(200);
      const after = await request<PicturePage>('/newsroom/undescribed-media', { token });
      expect(after.body.pictures.some((item) => item.id === id)).toBe(false);
      expect(after.body.total).toBe(before.body.total - 1);
    } finally {
      await request(`/upload/files/${id}`, { method: 'DELETE', token });
    }
  });

  it('is for signed-in admin users only', async () => {
    expect((await request('/newsroom/undescribed-media')).status).toBe(401);
  });
});
