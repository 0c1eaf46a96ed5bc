import { readdir } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config';
import { startFakeCms, type FakeCms } from '../support/fake-cms';
import { login, multipartFile, SITE, signUp } from '../support/helpers';
import { createTestApp, type TestApp } from '../support/test-app';
import {
  jpegHeadedHtml,
  jpegWithScriptAfterEnd,
  oversizedJpeg,
  pixelFloodPng,
  scriptCarryingJpeg,
  scriptSvg,
} from '../support/hostile-images';

let t: TestApp;
let cms: FakeCms;
let headers: Record<string, string>;
let userId: string;

beforeAll(async () => {
  const base = loadConfig({ NODE_ENV: 'test' });
  cms = await startFakeCms({ read: base.cmsWebToken, quiz: base.cmsQuizToken });
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

type Refusal = 'notImage' | 'unreadable' | 'hidden';

/** What the avatar picker and the story form answer for each kind of refusal. */
const ANSWERS: Record<'avatar' | 'story', Record<Refusal, { status: number; message: string }>> = {
  avatar: {
    notImage: { status: 415, message: 'Choose a JPEG, PNG, WebP or GIF image.' },
    unreadable: { status: 400, message: 'This image could not be read. Choose another file.' },
    hidden: {
      status: 415,
      message: 'This image carries hidden content and cannot be used. Choose another file.',
    },
  },
  story: {
    notImage: { status: 415, message: 'This file is not a JPEG, PNG, GIF or WebP image.' },
    unreadable: { status: 400, message: 'This image could not be read. Choose another file.' },
    hidden: {
      status: 415,
      message: 'This image carries hidden content and cannot be used. Choose another file.',
    },
  },
};

const HOSTILE: {
  name: string;
  file: string;
  type: string;
  data: () => Buffer | Promise<Buffer>;
  refusal: Refusal;
}[] = [
  {
    name: 'a JPEG-headed HTML page',
    file: 'photo.jpg',
    type: 'image/jpeg',
    data: jpegHeadedHtml,
    refusal: 'hidden',
  },
  {
    name: 'a polyglot: a decodable JPEG with a script after its end',
    file: 'me.jpg',
    type: 'image/jpeg',
    data: jpegWithScriptAfterEnd,
    refusal: 'hidden',
  },
  {
    name: 'a decodable JPEG with a script in a comment and after its end',
    file: 'me.jpg',
    type: 'image/jpeg',
    data: scriptCarryingJpeg,
    refusal: 'hidden',
  },
  {
    name: 'a pixel flood (100,000² px PNG)',
    file: 'flood.png',
    type: 'image/png',
    data: pixelFloodPng,
    refusal: 'unreadable',
  },
  {
    name: 'an SVG with a script',
    file: 'logo.svg',
    type: 'image/svg+xml',
    data: scriptSvg,
    refusal: 'notImage',
  },
  {
    name: 'an SVG named as a PNG',
    file: 'logo.png',
    type: 'image/png',
    data: scriptSvg,
    refusal: 'notImage',
  },
];

describe('hostile avatar uploads are refused and store nothing', () => {
  for (const upload of HOSTILE)
    it(upload.name, async () => {
      const res = await uploadAvatar(upload.file, upload.type, await upload.data());
      const { status, message } = ANSWERS.avatar[upload.refusal];
      expect(res.statusCode).toBe(status);
      expect(res.json().error).toMatchObject({ message, fields: { avatar: message } });
      expect(await avatars()).toEqual([]);
      const profile = await t.app.inject({ method: 'GET', url: '/api/profile', headers });
      expect(profile.json().user.avatarUrl).toBeNull();
    });

  it('an image over 5 MB', async () => {
    const res = await uploadAvatar('big.jpg', 'image/jpeg', await oversizedJpeg(5));
    expect(res.statusCode).toBe(413);
    expect(res.json().error.message).toBe('The image must be 5 MB or smaller.');
    expect(await avatars()).toEqual([]);
  });
});

describe('hostile story uploads are refused and store nothing', () => {
  async function refusedStory(file: string, type: string, data: Buffer) {
    const uploadsBefore = cms.uploads.length;
    const storiesBefore = cms.stories.length;
    const body = storyForm(file, type, data);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/stories',
      payload: body.payload,
      headers: { ...headers, ...body.headers },
    });
    expect(cms.uploads.length).toBe(uploadsBefore);
    expect(cms.stories.length).toBe(storiesBefore);
    expect(await storySubmissions()).toBe(0);
    return res;
  }

  for (const upload of HOSTILE)
    it(upload.name, async () => {
      const res = await refusedStory(upload.file, upload.type, await upload.data());
      const { status, message } = ANSWERS.story[upload.refusal];
      expect(res.statusCode).toBe(status);
      expect(res.json().error).toMatchObject({ message, fields: { file: message } });
    });

  it('an image over 10 MB', async () => {
    const res = await refusedStory('big.jpg', 'image/jpeg', await oversizedJpeg(10));
    expect(res.statusCode).toBe(413);
    expect(res.json().error.message).toBe('Images must be 10 MB or smaller.');
  });
});
