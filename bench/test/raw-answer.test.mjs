import { createServer } from 'node:http';
import { brotliCompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rawAnswer } from '../lib/raw-answer.mjs';

describe('rawAnswer', () => {
  // A page of 6,000 repeated bytes, sent as brotli: a few dozen bytes on the wire.
  const page = 'apogee '.repeat(1000);
  const compressed = brotliCompressSync(page);
  let server;
  let url;
  beforeAll(async () => {
    server = createServer((request, response) => {
      if (request.headers['accept-encoding'] !== 'br') return response.writeHead(406).end();
      response.writeHead(200, { 'content-encoding': 'br', etag: '"p-br"' }).end(compressed);
    });
    await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
    url = `http://127.0.0.1:${server.address().port}/`;
  });
  afterAll(() => new Promise((resolve) => server.close(resolve)));

  it('gives the bytes as sent, not as fetch would decode them', async () => {
    const answer = await rawAnswer(url, { 'accept-encoding': 'br' });
    expect(answer.status).toBe(200);
    expect(answer.headers['content-encoding']).toBe('br');
    expect(answer.headers.etag).toBe('"p-br"');
    expect(answer.body.equals(compressed)).toBe(true);
    expect(answer.body.length).toBeLessThan(page.length / 10);
  });

  it('sends the headers it is given', async () => {
    expect((await rawAnswer(url)).status).toBe(406);
  });
});
