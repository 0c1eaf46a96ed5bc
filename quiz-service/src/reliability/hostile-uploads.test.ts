import { readdir } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import { startFakeEngagementCms, type FakeEngagementCms } from '../modules/stories/fake-cms';
import { login, multipartFile, SITE, signUp } from '../testing/helpers';
import { createTestApp, type TestApp } from '../testing/test-app';
import {
  jpegHeadedHtml,
  oversizedJpeg,
  pixelFloodPng,
  SCRIPT,
  scriptCarryingJpeg,
  scriptSvg,
} from './hostile-images';

let t: TestApp;
let cms: FakeEngagementCms;
let headers: Record<string, string>;
let userId: string;

beforeAll(async () => {
  const base = loadConfig({ NODE_ENV: 'test' });
  cms = await startFakeEngagementCms({ read: base.cmsWebToken, quiz: base.cmsQuizToken });
  t = await createTestApp({ cmsUrl: cms.url });
  const user = await signUp(t.app);
  userId = user.id;
  headers = { cookie: await login(t.app, user.username), origin: SITE };
});
afterAll(async () => {
  await t?.close();
  await cms?.close();
});

async function uploadAvatar(filename: string, type: string, data: Buffer) {
  const form = multipartFile('avatar', filename, type, data);
  return t.app.inject({
    method: 'POST',
    url: '/api/profile/avatar',
    payload: form.payload,
    headers: { ...headers, ...form.headers },
  });
}

const avatars = () => readdir(t.config.avatarsDir).catch(() => [] as string[]);

async function storySubmissions() {
  const { rows } = await t.app.db.query('select 1 from story_submissions where user_id = $1', [
    userId,
  ]);
  return rows.length;
}

/** The Add New Story form: title, description, media type and one file. */
function storyForm(filename: string, type: string, data: Buffer) {
  const boundary = '----apogee-abuse-boundary';
  const field = (name: string, value: string) =>
    `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`;
  return {
    payload: Buffer.concat([
      Buffer.from(
        field('title', 'Night launch') +
          field('description', 'A launch seen from the beach.') +
          field('mediaType', 'image') +
          `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\n` +
          `Content-Type: ${type}\r\n\r\n`,
      ),
      data,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

const HOSTILE = [
  { name: 'a JPEG-headed HTML page', file: 'photo.jpg', type: 'image/jpeg', data: jpegHeadedHtml },
  {
    name: 'a pixel flood (100,000² px PNG)',
    file: 'flood.png',
    type: 'image/png',
    data: pixelFloodPng,
  },
  { name: 'an SVG with a script', file: 'logo.svg', type: 'image/svg+xml', data: scriptSvg },
  {
    name: 'an SVG named as a PNG',
    file: 'logo.png',
    type: 'image/png',
    data: scriptSvg,
  },
];

describe('hostile avatar uploads are refused and store nothing', () => {
  for (const upload of HOSTILE)
    it(upload.name, async () => {
      const res = await uploadAvatar(upload.file, upload.type, await upload.data());
      expect([400, 415]).toContain(res.statusCode);
      expect(res.json().error.message).toMatch(
        /^(Choose a JPEG, PNG, WebP or GIF image\.|This image could not be read\. Choose another file\.)$/,
      );
      expect(await avatars()).toEqual([]);
      const profile = await t.app.inject({ method: 'GET', url: '/api/profile', headers });
      expect(profile.json().user.avatarUrl).toBeNull();
    });

  it('an image over 5 MB', async () => {
    const res = await uploadAvatar('big.jpg', 'image/jpeg', await oversizedJpeg(5));
    expect(res.statusCode).toBe(413);
    expect(await avatars()).toEqual([]);
  });

  it('a real JPEG carrying a script is kept only as a re-encoded WebP without it', async () => {
    const res = await uploadAvatar('me.jpg', 'image/jpeg', await scriptCarryingJpeg());
    expect(res.statusCode).toBe(200);
    const image = await t.app.inject({ method: 'GET', url: res.json().user.avatarUrl });
    expect(image.headers['content-type']).toBe('image/webp');
    expect(image.headers['x-content-type-options']).toBe('nosniff');
    expect(image.rawPayload.subarray(0, 4).toString('latin1')).toBe('RIFF');
    expect(image.rawPayload.includes(Buffer.from('<script'))).toBe(false);
    expect(image.rawPayload.includes(Buffer.from(SCRIPT))).toBe(false);
  });
});

describe('hostile story uploads are refused and store nothing', () => {
  for (const upload of [
    ...HOSTILE,
    {
      name: 'an image over 10 MB',
      file: 'big.jpg',
      type: 'image/jpeg',
      data: () => oversizedJpeg(10),
    },
  ])
    it(upload.name, async () => {
      const uploadsBefore = cms.uploads.length;
      const storiesBefore = cms.stories.length;
      const body = storyForm(upload.file, upload.type, await upload.data());
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/stories',
        payload: body.payload,
        headers: { ...headers, ...body.headers },
      });
      expect([400, 413, 415]).toContain(res.statusCode);
      expect(res.json().error.fields).toHaveProperty('file');
      expect(cms.uploads.length).toBe(uploadsBefore);
      expect(cms.stories.length).toBe(storiesBefore);
      expect(await storySubmissions()).toBe(0);
    });

  it('a real JPEG carrying a script reaches the CMS only as a re-encoded WebP', async () => {
    const body = storyForm('launch.jpg', 'image/jpeg', await scriptCarryingJpeg());
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/stories',
      payload: body.payload,
      headers: { ...headers, ...body.headers },
    });
    expect(res.statusCode).toBe(201);
    expect(cms.uploads.at(-1)).toMatchObject({ mimetype: 'image/webp' });
  });
});
