import { existsSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { reader, topology } from './support/topology';

const { urls, s3Dir, bucket } = topology();

describe('state shared between replicas', () => {
  it('a session made through one replica is valid on the other', async () => {
    // Signed up on quiz-service replica 1, signed in through web replica 1 …
    const { username, cookie } = await reader('session', urls.quiz1, urls.web1, '198.51.100.11');
    // … and known to web replica 2 and quiz-service replica 2.
    for (const other of [urls.web2, urls.quiz2]) {
      const profile = await fetch(`${other}/api/profile`, { headers: { cookie } });
      expect(profile.status, `${other}: ${await profile.clone().text()}`).toBe(200);
      expect(((await profile.json()) as { user: { username: string } }).user.username).toBe(
        username,
      );
    }
    // Without the cookie the same replica refuses: the 200 above is the session's doing.
    expect((await fetch(`${urls.web2}/api/profile`)).status).toBe(401);
  });

  it('an avatar uploaded through one replica is in the bucket and served by the other', async () => {
    const { cookie } = await reader('avatar', urls.quiz2, urls.quiz2, '198.51.100.12');
    const png = await sharp({
      create: { width: 64, height: 64, channels: 3, background: '#1b2a4a' },
    })
      .png()
      .toBuffer();
    const form = new FormData();
    form.append('avatar', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'me.png');
    const upload = await fetch(`${urls.quiz1}/api/profile/avatar`, {
      method: 'POST',
      headers: { cookie, origin: urls.web },
      body: form,
    });
    expect(upload.status, await upload.clone().text()).toBe(200);
    const { user } = (await upload.json()) as { user: { avatarUrl: string | null } };
    const file = String(user.avatarUrl).split('/').pop() ?? '';
    expect(file).toMatch(/\.webp$/);
    // s3rver keeps each object as a file `<directory>/<bucket>/<key>._S3rver_object`.
    const stored = join(s3Dir, bucket, 'avatars', `${file}._S3rver_object`);
    expect(existsSync(stored), 'the object in the bucket').toBe(true);
    for (const other of [urls.quiz2, urls.web2]) {
      const served = await fetch(`${other}/api/avatars/${file}`);
      expect(served.status, other).toBe(200);
      expect(served.headers.get('content-type')).toBe('image/webp');
      expect((await served.arrayBuffer()).byteLength).toBeGreaterThan(0);
    }
  });
});
