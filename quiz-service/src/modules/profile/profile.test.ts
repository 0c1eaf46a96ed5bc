import { readdir } from 'node:fs/promises';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/support/test-app';
import { login, multipartFile, SITE, signUp, STRONG_PASSWORD } from '../../../test/support/helpers';
import { jpegWithScriptAfterEnd, scriptCarryingJpeg } from '../../../test/support/hostile-images';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function signedIn() {
  const user = await signUp(t.app);
  const cookie = await login(t.app, user.username);
  return { user, headers: { cookie, origin: SITE } };
}

const changes = (overrides: Record<string, unknown> = {}) => ({
  name: 'Sally Ride',
  username: `sally${Math.random().toString(36).slice(2, 8)}`,
  email: `sally${Math.random().toString(36).slice(2, 8)}@example.com`,
  profession: 'Astronaut',
  bio: 'First American woman in space.',
  ...overrides,
});

const photo = (width: number, height: number, format: 'png' | 'jpeg' = 'png') => {
  const image = sharp({
    create: { width, height, channels: 3, background: { r: 20, g: 60, b: 160 } },
  });
  return (format === 'png' ? image.png() : image.jpeg()).toBuffer();
};

describe('GET /api/profile', () => {
  it('shows the signed-in reader', async () => {
    const { user, headers } = await signedIn();
    const res = await t.app.inject({ method: 'GET', url: '/api/profile', headers });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      user: {
        id: user.id,
        name: 'Amelia Pilot',
        username: user.username,
        email: user.email,
        profession: '',
        bio: '',
        avatarUrl: null,
      },
    });
  });

  it('asks a visitor to log in', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/profile' });
    expect(res.statusCode).toBe(401);
    expect(res.json().error).toEqual({
      code: 'UNAUTHENTICATED',
      message: 'You need to log in to view this content',
    });
  });

  it("refuses another reader's profile by id", async () => {
    const { headers } = await signedIn();
    const other = await signUp(t.app);
    const res = await t.app.inject({ method: 'GET', url: `/api/profile/${other.id}`, headers });
    expect(res.statusCode).toBe(403);
  });
});

describe('PUT /api/profile', () => {
  it('saves the changes and answers with the new profile', async () => {
    const { user, headers } = await signedIn();
    // Same username and email: no current password needed (account-security.test.ts).
    const body = changes({ username: user.username, email: user.email });
    const res = await t.app.inject({ method: 'PUT', url: '/api/profile', headers, payload: body });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      message: 'User updated successfully',
      user: { id: user.id, avatarUrl: null, ...body },
    });
    const session = await t.app.inject({ method: 'GET', url: '/api/auth/session', headers });
    expect(session.json().user).toMatchObject(body);
  });

  it('requires name, username, email and profession with "This field is required"', async () => {
    const { headers } = await signedIn();
    const res = await t.app.inject({
      method: 'PUT',
      url: '/api/profile',
      headers,
      payload: { name: '', username: ' ', email: '', profession: '', bio: '' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields).toEqual({
      name: 'This field is required',
      username: 'This field is required',
      email: 'This field is required',
      profession: 'This field is required',
    });
  });

  it('refuses a username or email another reader has, whatever the case', async () => {
    const { user, headers } = await signedIn();
    const other = await signUp(t.app);
    const res = await t.app.inject({
      method: 'PUT',
      url: '/api/profile',
      headers,
      payload: changes({
        username: other.username.toUpperCase(),
        currentPassword: STRONG_PASSWORD,
      }),
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().error.fields).toEqual({ username: 'This username is already taken' });
    // Keeping one's own name and email is not a conflict.
    const own = await t.app.inject({
      method: 'PUT',
      url: '/api/profile',
      headers,
      payload: changes({
        username: user.username,
        email: user.email.toUpperCase(),
        currentPassword: STRONG_PASSWORD,
      }),
    });
    expect(own.statusCode).toBe(200);
  });

  it("cannot change another reader's profile", async () => {
    const { headers } = await signedIn();
    const other = await signUp(t.app);
    const res = await t.app.inject({
      method: 'PUT',
      url: `/api/profile/${other.id}`,
      headers,
      payload: changes(),
    });
    expect(res.statusCode).toBe(403);
    expect(res.json().error).toEqual({
      code: 'FORBIDDEN',
      message: 'You can only change your own profile.',
    });
    const { rows } = await t.app.db.query<{ name: string }>(
      'select name from users where id = $1',
      [other.id],
    );
    expect(rows[0]?.name).toBe('Amelia Pilot');
  });

  it('needs the site origin when the cookie is sent', async () => {
    const { headers } = await signedIn();
    const res = await t.app.inject({
      method: 'PUT',
      url: '/api/profile',
      headers: { cookie: headers.cookie, origin: 'https://elsewhere.example' },
      payload: changes(),
    });
    expect(res.statusCode).toBe(403);
  });
});

describe('avatar', () => {
  const upload = (headers: Record<string, string>, file: ReturnType<typeof multipartFile>) =>
    t.app.inject({
      method: 'POST',
      url: '/api/profile/avatar',
      headers: { ...headers, ...file.headers },
      payload: file.payload,
    });

  it('stores a square 256 px WebP served with immutable caching', async () => {
    const { headers } = await signedIn();
    const res = await upload(
      headers,
      multipartFile('avatar', 'me.png', 'image/png', await photo(640, 400)),
    );
    expect(res.statusCode).toBe(200);
    const { avatarUrl } = res.json().user;
    expect(avatarUrl).toMatch(/^\/api\/avatars\/[a-f0-9]{32}\.webp$/);
    const image = await t.app.inject({ method: 'GET', url: avatarUrl });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/webp');
    expect(image.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const meta = await sharp(image.rawPayload).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: 256, height: 256 });
  });

  it('replaces the previous file', async () => {
    const { headers } = await signedIn();
    const first = await upload(
      headers,
      multipartFile('avatar', 'a.jpg', 'image/jpeg', await photo(300, 300, 'jpeg')),
    );
    const second = await upload(
      headers,
      multipartFile('avatar', 'b.png', 'image/png', await photo(300, 500)),
    );
    expect(second.statusCode).toBe(200);
    const old = await t.app.inject({ method: 'GET', url: first.json().user.avatarUrl });
    expect(old.statusCode).toBe(404);
    const files = await readdir(t.config.avatarsDir);
    expect(files).toContain(second.json().user.avatarUrl.split('/').pop());
  });

  it('refuses a file that is not an image, whatever its name says', async () => {
    const { headers } = await signedIn();
    const res = await upload(
      headers,
      multipartFile('avatar', 'cat.png', 'image/png', Buffer.from('<script>alert(1)</script>')),
    );
    expect(res.statusCode).toBe(415);
    expect(res.json().error).toEqual({
      code: 'AVATAR_NOT_IMAGE',
      message: 'Choose a JPEG, PNG, WebP or GIF image.',
      fields: { avatar: 'Choose a JPEG, PNG, WebP or GIF image.' },
    });
  });

  it('refuses a picture that is also something else (a polyglot), keeping the avatar it had', async () => {
    const { user, headers } = await signedIn();
    const first = await upload(
      headers,
      multipartFile('avatar', 'me.png', 'image/png', await photo(80, 80)),
    );
    const avatarUrl: string = first.json().user.avatarUrl;
    const filesBefore = await readdir(t.config.avatarsDir);
    const message = 'This image carries hidden content and cannot be used. Choose another file.';
    for (const polyglot of [await jpegWithScriptAfterEnd(), await scriptCarryingJpeg()]) {
      const res = await upload(headers, multipartFile('avatar', 'me.jpg', 'image/jpeg', polyglot));
      expect(res.statusCode).toBe(415);
      expect(res.json().error).toEqual({
        code: 'AVATAR_HIDDEN_CONTENT',
        message,
        fields: { avatar: message },
      });
    }
    expect(await readdir(t.config.avatarsDir)).toEqual(filesBefore);
    const { rows } = await t.app.db.query('select avatar_file from users where id = $1', [user.id]);
    expect(`/api/avatars/${rows[0]?.avatar_file}`).toBe(avatarUrl);
    const profile = await t.app.inject({ method: 'GET', url: '/api/profile', headers });
    expect(profile.json().user.avatarUrl).toBe(avatarUrl);
  });

  it('refuses a broken image with image magic bytes', async () => {
    const { headers } = await signedIn();
    const png = await photo(100, 100);
    const res = await upload(
      headers,
      multipartFile('avatar', 'x.png', 'image/png', png.subarray(0, 40)),
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toBe('This image could not be read. Choose another file.');
  });

  it('refuses an image over 5 MB', async () => {
    const { headers } = await signedIn();
    const big = Buffer.concat([await photo(10, 10), Buffer.alloc(5 * 1024 * 1024)]);
    const res = await upload(headers, multipartFile('avatar', 'big.png', 'image/png', big));
    expect(res.statusCode).toBe(413);
    expect(res.json().error.message).toBe('The image must be 5 MB or smaller.');
  });

  it('asks for a file when none is sent', async () => {
    const { headers } = await signedIn();
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/profile/avatar',
      headers,
      payload: {},
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toBe('Choose an image to upload.');
  });

  it('can be removed', async () => {
    const { headers } = await signedIn();
    const up = await upload(
      headers,
      multipartFile('avatar', 'a.png', 'image/png', await photo(50, 50)),
    );
    const res = await t.app.inject({ method: 'DELETE', url: '/api/profile/avatar', headers });
    expect(res.statusCode).toBe(200);
    expect(res.json().user.avatarUrl).toBeNull();
    expect((await t.app.inject({ method: 'GET', url: up.json().user.avatarUrl })).statusCode).toBe(
      404,
    );
  });

  it('answers 404 for a file that does not exist', async () => {
    for (const url of [
      '/api/avatars/0123456789abcdef0123456789abcdef.webp',
      '/api/avatars/..%2Fetc',
    ]) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(404);
      expect(res.json().error.message).toBe('No such avatar.');
    }
  });

  it('needs a signed-in reader', async () => {
    const res = await upload(
      {},
      multipartFile('avatar', 'a.png', 'image/png', await photo(50, 50)),
    );
    expect(res.statusCode).toBe(401);
  });
});
