import { Agent, request as httpRequest } from 'node:http';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { login, multipartForm, SITE, signUp } from '../../../test/support/helpers';
import { createTestApp, type TestApp } from '../../../test/support/test-app';
import { startFakeCms, type FakeCms } from '../../../test/support/fake-cms';
import { jpegWithScriptAfterEnd, pngWithText, SCRIPT } from '../../../test/support/hostile-images';
import { mp4Video } from '../../../test/support/hostile-videos';

let t: TestApp;
let cms: FakeCms;
beforeAll(async () => {
  cms = await startFakeCms();
  t = await createTestApp({ cmsUrl: cms.url });
});
afterAll(async () => {
  await t.close();
  await cms.close();
});

interface Part {
  name: string;
  value: string | Buffer;
  filename?: string;
  type?: string;
}

/** A multipart body as the Add New Story form sends it: the text fields, then the file. */
function form(parts: Part[]) {
  const file = parts.find((part) => part.filename !== undefined);
  const fields = Object.fromEntries(
    parts.filter((part) => part !== file).map((part) => [part.name, String(part.value)]),
  );
  return multipartForm(
    fields,
    file && {
      field: file.name,
      name: file.filename ?? '',
      type: file.type,
      data: Buffer.isBuffer(file.value) ? file.value : Buffer.from(file.value),
    },
  );
}

const photo = () =>
  sharp({ create: { width: 900, height: 1600, channels: 3, background: '#1e3a8a' } })
    .withMetadata()
    .jpeg()
    .toBuffer();

/** The first bytes of an MP4 ("ftyp" box) followed by filler: enough for the content check. */
const mp4 = (size = 4096) => {
  const data = Buffer.alloc(size);
  data.writeUInt32BE(24, 0);
  data.write('ftypisom', 4, 'latin1');
  return data;
};

async function reader() {
  const user = await signUp(t.app);
  const cookie = await login(t.app, user.username);
  return { user, headers: { cookie, origin: SITE } };
}

async function submit(headers: Record<string, string>, parts: Part[]) {
  const body = form(parts);
  return t.app.inject({
    method: 'POST',
    url: '/api/stories',
    payload: body.payload,
    headers: { ...headers, ...body.headers },
  });
}

const fields = (overrides: Partial<Record<'title' | 'description' | 'mediaType', string>> = {}) =>
  Object.entries({
    title: 'Sunrise over the runway',
    description: 'First light on runway 27 before the morning rush.',
    mediaType: 'image',
    ...overrides,
  }).map(([name, value]) => ({ name, value }));

async function submissionsOf(userId: string) {
  const { rows } = await t.app.db.query('select * from story_submissions where user_id = $1', [
    userId,
  ]);
  return rows;
}

describe('POST /api/stories', () => {
  it('re-encodes a picture, uploads it and creates a draft story with one page', async () => {
    const { user, headers } = await reader();
    const uploadsBefore = cms.uploads.length;
    const res = await submit(headers, [
      ...fields(),
      { name: 'file', value: await photo(), filename: 'IMG_0001.JPG', type: 'image/jpeg' },
    ]);
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body.message).toBe(
      'Thank you! Your story has been received and will appear on the site after an editor reviews it.',
    );
    expect(body.story).toMatchObject({ title: 'Sunrise over the runway', status: 'draft' });
    expect(cms.uploads.slice(uploadsBefore)).toEqual([
      {
        filename: 'sunrise-over-the-runway.webp',
        mimetype: 'image/webp',
        size: expect.any(Number),
      },
    ]);
    const story = cms.stories.find((s) => s.documentId === body.story.documentId);
    expect(story?.status).toBe('draft');
    expect(story?.data).toMatchObject({
      title: 'Sunrise over the runway',
      description: 'First light on runway 27 before the morning rush.',
      // The reader's words under the picture, not the title again; their chosen name credited.
      readerName: 'Amelia Pilot',
      pages: [
        {
          media: expect.any(Number),
          caption: 'First light on runway 27 before the morning rush.',
        },
      ],
    });
    expect(await submissionsOf(user.id)).toHaveLength(1);
  });

  it('accepts an MP4 video as it is', async () => {
    const { headers } = await reader();
    const res = await submit(headers, [
      ...fields({ mediaType: 'video', title: 'Touch and go' }),
      { name: 'file', value: mp4(), filename: 'clip.mp4', type: 'video/mp4' },
    ]);
    expect(res.statusCode).toBe(201);
    expect(cms.uploads.at(-1)).toEqual({
      filename: 'touch-and-go.mp4',
      mimetype: 'video/mp4',
      size: 4096,
    });
  });

  it('asks a visitor to log in', async () => {
    const res = await submit({}, [...fields(), { name: 'file', value: mp4(), filename: 'a.mp4' }]);
    expect(res.statusCode).toBe(401);
  });

  it('refuses without a file, saying "Please select a file"', async () => {
    const { user, headers } = await reader();
    const res = await submit(headers, fields());
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatchObject({
      message: 'Please select a file',
      fields: { file: 'Please select a file' },
    });
    expect(await submissionsOf(user.id)).toHaveLength(0);
  });

  it('requires a title and a description', async () => {
    const { headers } = await reader();
    const res = await submit(headers, [
      ...fields({ title: ' ', description: '' }),
      { name: 'file', value: await photo(), filename: 'a.jpg', type: 'image/jpeg' },
    ]);
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields).toEqual({
      title: 'Title is required.',
      description: 'Description is required.',
    });
  });

  it('refuses a file that only pretends to be a picture or a video, storing nothing', async () => {
    const { user, headers } = await reader();
    const uploadsBefore = cms.uploads.length;
    const fakeImage = await submit(headers, [
      ...fields(),
      {
        name: 'file',
        value: Buffer.from('<script>alert(1)</script>'),
        filename: 'x.jpg',
        type: 'image/jpeg',
      },
    ]);
    expect(fakeImage.statusCode).toBe(415);
    expect(fakeImage.json().error.message).toBe('This file is not a JPEG, PNG, GIF or WebP image.');
    const fakeVideo = await submit(headers, [
      ...fields({ mediaType: 'video' }),
      { name: 'file', value: await photo(), filename: 'x.mp4', type: 'video/mp4' },
    ]);
    expect(fakeVideo.statusCode).toBe(415);
    expect(fakeVideo.json().error.message).toBe('This file is not an MP4 or WebM video.');
    expect(cms.uploads.length).toBe(uploadsBefore);
    expect(await submissionsOf(user.id)).toHaveLength(0);
  });

  describe('refuses a file that is also something else (a polyglot), storing nothing', () => {
    const image = 'This image carries hidden content and cannot be used. Choose another file.';
    const video = 'This video carries hidden content and cannot be used. Choose another file.';
    const polyglots = [
      {
        name: 'a decodable JPEG with a script after its end',
        mediaType: 'image',
        file: () => jpegWithScriptAfterEnd(),
        message: image,
      },
      {
        name: 'a PNG with an HTML page in a text chunk',
        mediaType: 'image',
        file: () => pngWithText('<html><body>Hello</body></html>'),
        message: image,
      },
      {
        name: 'an MP4 with a script after its end',
        mediaType: 'video',
        file: async () => Buffer.concat([mp4Video(), Buffer.from(SCRIPT)]),
        message: video,
      },
    ];
    for (const polyglot of polyglots)
      it(polyglot.name, async () => {
        const { user, headers } = await reader();
        const uploadsBefore = cms.uploads.length;
        const storiesBefore = cms.stories.length;
        const res = await submit(headers, [
          ...fields({ mediaType: polyglot.mediaType }),
          { name: 'file', value: await polyglot.file(), filename: 'launch', type: 'image/jpeg' },
        ]);
        expect(res.statusCode).toBe(415);
        expect(res.json().error).toEqual({
          code: 'HIDDEN_CONTENT',
          message: polyglot.message,
          fields: { file: polyglot.message },
        });
        expect(cms.uploads.length).toBe(uploadsBefore);
        expect(cms.stories.length).toBe(storiesBefore);
        expect(await submissionsOf(user.id)).toHaveLength(0);
      });
  });

  it('refuses an image over 10 MB (413) without storing anything', async () => {
    const { user, headers } = await reader();
    const uploadsBefore = cms.uploads.length;
    const big = Buffer.concat([await photo(), Buffer.alloc(10 * 1024 * 1024)]);
    const res = await submit(headers, [
      ...fields(),
      { name: 'file', value: big, filename: 'big.jpg', type: 'image/jpeg' },
    ]);
    expect(res.statusCode).toBe(413);
    expect(res.json().error.message).toBe('Images must be 10 MB or smaller.');
    expect(cms.uploads.length).toBe(uploadsBefore);
    expect(await submissionsOf(user.id)).toHaveLength(0);
  });

  it('refuses a video over 100 MB (413)', async () => {
    const { headers } = await reader();
    const res = await submit(headers, [
      ...fields({ mediaType: 'video' }),
      { name: 'file', value: mp4(100 * 1024 * 1024 + 1), filename: 'long.mp4', type: 'video/mp4' },
    ]);
    expect(res.statusCode).toBe(413);
    expect(res.json().error.message).toBe('Videos must be 100 MB or smaller.');
  });

  it('refuses a form of 2,000 fields (413) in its own words, and its connection still answers', async () => {
    const { user, headers } = await reader();
    const uploadsBefore = cms.uploads.length;
    const many = Object.fromEntries(Array.from({ length: 2000 }, (_, i) => [`f${i}`, 'v']));
    const body = multipartForm(
      { ...many, title: 'Sunrise', description: 'First light.', mediaType: 'image' },
      { field: 'file', name: 'a.jpg', type: 'image/jpeg', data: await photo() },
    );
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const address = t.app.server.address();
    if (!address || typeof address === 'string') throw new Error('no port');
    // One socket for both requests: the refused body must not be left half read on it.
    const agent = new Agent({ keepAlive: true, maxSockets: 1 });
    const send = (method: string, path: string, payload?: Buffer, extra = {}) =>
      new Promise<{ status: number; text: string; socket: unknown }>((resolve, reject) => {
        const req = httpRequest(
          `http://127.0.0.1:${address.port}${path}`,
          { method, agent, headers: { ...headers, ...extra } },
          (res) => {
            let text = '';
            res.on('data', (chunk: Buffer) => (text += chunk));
            res.on('end', () => resolve({ status: res.statusCode ?? 0, text, socket: req.socket }));
          },
        );
        req.on('error', reject);
        req.end(payload);
      });
    try {
      const refused = await send('POST', '/api/stories', body.payload, body.headers);
      expect(refused.status).toBe(413);
      expect(JSON.parse(refused.text).error).toEqual({
        code: 'FORM_TOO_MANY_FIELDS',
        message: 'This form has more fields than it can take.',
      });
      const next = await send('GET', '/api/health');
      expect(next.status).toBe(200);
      expect(next.socket).toBe(refused.socket);
    } finally {
      agent.destroy();
    }
    expect(cms.uploads.length).toBe(uploadsBefore);
    expect(await submissionsOf(user.id)).toHaveLength(0);
  });

  it('accepts five stories a day per reader, then answers 429', async () => {
    const { headers } = await reader();
    const parts = [
      ...fields({ mediaType: 'video' }),
      { name: 'file', value: mp4(), filename: 'a.mp4' },
    ];
    for (let i = 0; i < 5; i++) expect((await submit(headers, parts)).statusCode).toBe(201);
    const sixth = await submit(headers, parts);
    expect(sixth.statusCode).toBe(429);
    expect(sixth.json().error.message).toBe(
      'You can submit at most 5 stories a day. Please try again tomorrow.',
    );
  });

  it('holds the daily limit under parallel submissions: the rest store nothing', async () => {
    const { user, headers } = await reader();
    const parts = [
      ...fields({ mediaType: 'video' }),
      { name: 'file', value: mp4(), filename: 'a.mp4' },
    ];
    const uploadsBefore = cms.uploads.length;
    const storiesBefore = cms.stories.length;
    // A slow CMS keeps every request in flight while the others count.
    cms.delayMs = 100;
    let answers;
    try {
      answers = await Promise.all(Array.from({ length: 10 }, () => submit(headers, parts)));
    } finally {
      cms.delayMs = 0;
    }
    const statuses = answers.map((res) => res.statusCode).sort();
    expect(statuses).toEqual([201, 201, 201, 201, 201, 429, 429, 429, 429, 429]);
    for (const res of answers.filter((r) => r.statusCode === 429))
      expect(res.json().error).toEqual({
        code: 'RATE_LIMITED',
        message: 'You can submit at most 5 stories a day. Please try again tomorrow.',
      });
    expect(cms.uploads.length - uploadsBefore).toBe(5);
    expect(cms.stories.length - storiesBefore).toBe(5);
    const rows = await submissionsOf(user.id);
    expect(rows).toHaveLength(5);
    const accepted = answers.filter((r) => r.statusCode === 201).map((r) => r.json().story);
    expect(rows.map((row) => row.cms_document_id).sort()).toEqual(
      accepted.map((story) => story.documentId).sort(),
    );
    expect(rows.every((row) => typeof row.cms_file_id === 'number')).toBe(true);
  });

  it('gives the place back when the CMS fails', async () => {
    const { user, headers } = await reader();
    const parts = [
      ...fields({ mediaType: 'video' }),
      { name: 'file', value: mp4(), filename: 'a.mp4' },
    ];
    cms.failWith = 503;
    try {
      for (let i = 0; i < 5; i++) expect((await submit(headers, parts)).statusCode).toBe(503);
    } finally {
      cms.failWith = 0;
    }
    for (let i = 0; i < 5; i++) expect((await submit(headers, parts)).statusCode).toBe(201);
    expect((await submit(headers, parts)).statusCode).toBe(429);
    expect(await submissionsOf(user.id)).toHaveLength(5);
  });

  it('says clearly when the CMS does not answer, and keeps nothing', async () => {
    const { user, headers } = await reader();
    cms.failWith = 503;
    try {
      const res = await submit(headers, [
        ...fields({ mediaType: 'video' }),
        { name: 'file', value: mp4(), filename: 'a.mp4' },
      ]);
      expect(res.statusCode).toBe(503);
      expect(res.json().error.message).toBe(
        'Stories cannot be saved right now. Please try again in a few minutes.',
      );
    } finally {
      cms.failWith = 0;
    }
    expect(await submissionsOf(user.id)).toHaveLength(0);
  });
});

describe('GET /api/internal/story-submissions', () => {
  it('tells the CMS who sent each story draft, for the moderation list', async () => {
    const { user, headers } = await reader();
    const sent = await submit(headers, [
      ...fields({ title: 'Contrails at dusk' }),
      { name: 'file', value: await photo(), filename: 'dusk.jpg', type: 'image/jpeg' },
    ]);
    const { documentId } = sent.json().story;
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/internal/story-submissions?documentIds=${documentId},not-a-reader-story`,
      headers: { authorization: `Bearer ${t.config.newsroomReadSecret}` },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      submissions: [
        {
          documentId,
          title: 'Contrails at dusk',
          submittedAt: expect.any(String),
          submitter: { username: user.username, email: user.email },
        },
      ],
    });
  });

  it('answers only the CMS, and at most 50 stories at a time', async () => {
    const stranger = await t.app.inject({
      method: 'GET',
      url: '/api/internal/story-submissions?documentIds=a',
    });
    expect(stranger.statusCode).toBe(401);
    // Readers' names and e-mails need the newsroom's read secret: the webhook's or the mail
    // secret opens nothing here.
    for (const secret of [t.config.cmsWebhookSecret, t.config.newsroomMailSecret]) {
      const other = await t.app.inject({
        method: 'GET',
        url: '/api/internal/story-submissions?documentIds=a',
        headers: { authorization: `Bearer ${secret}` },
      });
      expect(other.statusCode).toBe(401);
    }
    const many = Array.from({ length: 51 }, (_, i) => `doc${i}`).join(',');
    const tooMany = await t.app.inject({
      method: 'GET',
      url: `/api/internal/story-submissions?documentIds=${many}`,
      headers: { authorization: `Bearer ${t.config.newsroomReadSecret}` },
    });
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().error.message).toContain('Ask for at most 50 stories at a time.');
  });
});
