import { createHash } from 'node:crypto';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import { S3AvatarStorage, signS3Request, type S3AvatarSettings } from './s3-avatar-storage';

const EMPTY_SHA256 = 'e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855';

describe('signS3Request', () => {
  it('matches the GET example of the AWS Signature Version 4 documentation', () => {
    const authorization = signS3Request({
      method: 'GET',
      url: new URL('https://examplebucket.s3.amazonaws.com/test.txt'),
      headers: {
        host: 'examplebucket.s3.amazonaws.com',
        range: 'bytes=0-9',
        'x-amz-content-sha256': EMPTY_SHA256,
        'x-amz-date': '20130524T000000Z',
      },
      region: 'us-east-1',
      accessKeyId: 'AKIAIOSFODNN7EXAMPLE',
      secretAccessKey: 'wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY',
    });
    expect(authorization).toBe(
      'AWS4-HMAC-SHA256 Credential=AKIAIOSFODNN7EXAMPLE/20130524/us-east-1/s3/aws4_request,SignedHeaders=host;range;x-amz-content-sha256;x-amz-date,Signature=f0e8bdb87c964420e857bd35b5d6ed310bd44f0170aba48dd91039c6036bdb41',
    );
  });
});

/** A minimal S3: checks each request's signature and body hash, keeps objects in memory. */
function fakeS3(settings: Pick<S3AvatarSettings, 'region' | 'accessKeyId' | 'secretAccessKey'>) {
  const objects = new Map<string, Buffer>();
  const requests: string[] = [];
  let failNext = false;
  const body = (req: IncomingMessage) =>
    new Promise<Buffer>((resolve) => {
      const chunks: Buffer[] = [];
      req.on('data', (chunk: Buffer) => chunks.push(chunk));
      req.on('end', () => resolve(Buffer.concat(chunks)));
    });
  const server = createServer(async (req, res) => {
    const data = await body(req);
    const url = new URL(req.url ?? '/', `http://${req.headers.host}`);
    requests.push(`${req.method} ${url.pathname}`);
    const signed = ['host', 'x-amz-date', 'x-amz-content-sha256', 'content-type'];
    const headers = Object.fromEntries(
      signed.filter((name) => req.headers[name]).map((name) => [name, String(req.headers[name])]),
    );
    const expected = signS3Request({ method: req.method ?? '', url, headers, ...settings });
    const hashMatches =
      createHash('sha256').update(data).digest('hex') === req.headers['x-amz-content-sha256'];
    if (req.headers.authorization !== expected || !hashMatches) {
      res.writeHead(403).end('SignatureDoesNotMatch');
      return;
    }
    if (failNext) {
      failNext = false;
      res.writeHead(500).end();
      return;
    }
    if (req.method === 'PUT') {
      objects.set(url.pathname, data);
      res.writeHead(200).end();
    } else if (req.method === 'GET') {
      const object = objects.get(url.pathname);
      if (object) res.writeHead(200, { 'content-type': 'image/webp' }).end(object);
      else res.writeHead(404).end('NoSuchKey');
    } else if (req.method === 'DELETE') {
      objects.delete(url.pathname);
      res.writeHead(204).end();
    }
  });
  return { server, objects, requests, failOnce: () => (failNext = true) };
}

describe('S3AvatarStorage', () => {
  const keys = { region: 'eu-west-2', accessKeyId: 'test-key', secretAccessKey: 'test-secret' };
  const s3 = fakeS3(keys);
  let storage: S3AvatarStorage;
  const name = `${'a1'.repeat(16)}.webp`;

  beforeAll(async () => {
    await new Promise<void>((resolve) => s3.server.listen(0, '127.0.0.1', resolve));
    const { port } = s3.server.address() as AddressInfo;
    storage = new S3AvatarStorage({
      ...keys,
      bucket: 'apogee-media',
      endpoint: `http://127.0.0.1:${port}`,
      forcePathStyle: true,
      prefix: 'avatars/',
    });
  });
  afterAll(() => new Promise<void>((resolve) => (s3.server as Server).close(() => resolve())));

  it('saves, reads back and removes an avatar with signed requests', async () => {
    const picture = Buffer.from('RIFF....WEBPVP8 picture bytes');
    await storage.save(name, picture);
    expect(s3.objects.get(`/apogee-media/avatars/${name}`)).toEqual(picture);
    expect(await storage.read(name)).toEqual(picture);
    await storage.remove(name);
    expect(await storage.read(name)).toBeNull();
    expect(s3.requests).toEqual([
      `PUT /apogee-media/avatars/${name}`,
      `GET /apogee-media/avatars/${name}`,
      `DELETE /apogee-media/avatars/${name}`,
      `GET /apogee-media/avatars/${name}`,
    ]);
  });

  it('never asks the bucket for names the service did not generate', async () => {
    const before = s3.requests.length;
    expect(await storage.read('../secrets.webp')).toBeNull();
    await storage.remove('../secrets.webp');
    await expect(storage.save('evil.png', Buffer.from('x'))).rejects.toThrow(
      'unexpected avatar name evil.png',
    );
    expect(s3.requests).toHaveLength(before);
  });

  it('reports a failing bucket instead of pretending the avatar was saved', async () => {
    s3.failOnce();
    await expect(storage.save(name, Buffer.from('x'))).rejects.toThrow(
      `avatar storage: PUT ${name} answered 500`,
    );
  });
});

describe('avatar storage settings', () => {
  const base = { NODE_ENV: 'test' };

  it('keep avatars on the local disk when S3_BUCKET is unset', () => {
    expect(loadConfig(base).avatarS3).toBeUndefined();
  });

  it('put avatars in the bucket when S3_BUCKET and its keys are set', () => {
    const config = loadConfig({
      ...base,
      S3_BUCKET: 'apogee-media',
      S3_ENDPOINT: 'https://minio.example.net',
      S3_FORCE_PATH_STYLE: 'true',
      S3_ACCESS_KEY_ID: 'key-id',
      S3_SECRET_ACCESS_KEY: 'key-secret',
    });
    expect(config.avatarS3).toEqual({
      bucket: 'apogee-media',
      region: 'us-east-1',
      endpoint: 'https://minio.example.net',
      forcePathStyle: true,
      accessKeyId: 'key-id',
      secretAccessKey: 'key-secret',
      prefix: 'avatars/',
    });
  });

  it('refuse a bucket without keys, saying what to set', () => {
    expect(() => loadConfig({ ...base, S3_BUCKET: 'apogee-media' })).toThrow(
      'S3_BUCKET is set, so avatars go to that bucket: set S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY too.',
    );
  });
});
