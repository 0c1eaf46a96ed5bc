import { request as httpRequest } from 'node:http';
import { connect, type Socket } from 'node:net';

// The web's worst inputs: its own endpoints (server functions, search, the CMS webhook,
// /uploads) and the quiz-service behind its /api proxy. Shared by the reliability test (each
// gets its exact answer) and the benchmark (bench/hostile: how long they take, and how long a
// cheap answer and /api/health wait meanwhile).

const KB = 1024;

export interface WebAnswer {
  status: number;
  text: string;
  /** To the answer's last byte (the benchmark's figure; the test does not judge it). */
  ms: number;
}

export interface WebProbe {
  name: string;
  method?: string;
  path: string;
  headers?: Record<string, string>;
  body?: string | Buffer;
  /** Without Content-Length: the server learns the size only by reading. */
  chunked?: boolean;
  status: number;
  contains?: string;
  /** A page rendered (not a refusal): the benchmark judges it by a budget of its own. */
  page?: boolean;
}

/**
 * Sends one request on a connection of its own and reads it to its last byte; a dropped
 * connection answers status 0. A request unanswered after 60 s is dropped: only a hang gets
 * there.
 */
export function send(base: string, probe: Omit<WebProbe, 'status' | 'name'>): Promise<WebAnswer> {
  const started = performance.now();
  return new Promise((resolve) => {
    const headers: Record<string, string | number> = { ...probe.headers };
    if (probe.body !== undefined && !probe.chunked)
      headers['content-length'] = Buffer.byteLength(probe.body);
    const req = httpRequest(`${base}${probe.path}`, {
      method: probe.method ?? 'GET',
      headers,
      timeout: 60_000,
      // A connection of its own: an input refused before its announced body was sent leaves
      // its connection waiting for that body, and a request sent on it next would wait too.
      agent: false,
    });
    const done = (status: number, text: string) =>
      resolve({ status, text, ms: performance.now() - started });
    req.on('response', (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => done(res.statusCode ?? 0, Buffer.concat(chunks).toString()));
      res.on('error', (error) => done(0, String(error)));
    });
    req.on('timeout', () => req.destroy(new Error('no answer within 60 s')));
    req.on('error', (error) => done(0, String(error)));
    if (probe.body === undefined) req.end();
    // A body the server refuses early may not be read to its end: that is not a failure.
    else req.end(probe.body, () => undefined);
  });
}

/** Asks `path` every 10 ms until stopped: answers, the slowest, and any that was not a 200. */
export function poll(base: string, path: string) {
  let stopped = false;
  let slowest = 0;
  let answered = 0;
  let failed = '';
  const loop = (async () => {
    while (!stopped) {
      const answer = await send(base, { path });
      slowest = Math.max(slowest, answer.ms);
      if (answer.status === 200) answered += 1;
      else failed = `${path} answered ${answer.status}`;
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
  })();
  return async () => {
    stopped = true;
    await loop;
    return { answered, slowest, failed };
  };
}

/** What is wrong with an answer to a probe: its status or its text; '' when it is right. */
export function answerProblem(probe: WebProbe, answer: WebAnswer): string {
  const what = `${probe.name}: ${answer.status}`;
  if (answer.status !== probe.status) return `${what}: ${answer.text.slice(0, 200)}`;
  if (probe.contains && !answer.text.includes(probe.contains))
    return `${what}: the answer lacks ${probe.contains}: ${answer.text.slice(0, 200)}`;
  return '';
}

/** Connections that send a request head to `path`, then one byte of body every 100 ms. */
export function drip(base: string, path: string): Socket {
  const { port } = new URL(base);
  const socket = connect(Number(port), '127.0.0.1');
  socket.on('error', () => undefined);
  socket.write(
    `POST ${path} HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\n` +
      `Content-Length: 15000\r\n\r\n{"email":"a@`,
  );
  const timer = setInterval(() => socket.writable && socket.write('.'), 100);
  socket.on('close', () => clearInterval(timer));
  return socket;
}

/** Five dripping connections to the proxied quiz-service and five to a server function. */
export function dripConnections(base: string): Socket[] {
  return [
    ...Array.from({ length: 5 }, () => drip(base, '/api/newsletter/subscribe')),
    ...Array.from({ length: 5 }, () => drip(base, '/_serverFn/slow')),
  ];
}

/** `{"<field>":"a@<run of separator>@"}` of `bytes` bytes. */
const longField = (field: string, separator: string, bytes: number) => {
  const room = bytes - JSON.stringify({ [field]: 'a@@' }).length;
  return JSON.stringify({ [field]: `a@${separator.repeat(room)}@` });
};
const tooLarge = (size: string) =>
  `The request body is too large: this address accepts at most ${size}.`;

/** The worst inputs through the web, `origin` being the web's own address. */
export function webWorstInputs(origin: string): { quiz: WebProbe[]; web: WebProbe[] } {
  const json = { 'content-type': 'application/json', origin };
  const quiz: WebProbe[] = [
    {
      name: 'newsletter e-mail of 16 KB of dots',
      method: 'POST',
      path: '/api/newsletter/subscribe',
      headers: json,
      body: longField('email', '.', 16 * KB - 16),
      status: 400,
      contains: 'Email is invalid',
    },
    {
      name: 'the attack: a@ and 160,000 dots',
      method: 'POST',
      path: '/api/newsletter/subscribe',
      headers: json,
      body: JSON.stringify({ email: `a@${'.'.repeat(160_000)}@` }),
      status: 413,
      contains: tooLarge('16 KB'),
    },
    {
      name: 'contact e-mail of 32 KB of dots',
      method: 'POST',
      path: '/api/contact',
      headers: json,
      body: longField('email', '.', 32 * KB - 16),
      status: 400,
    },
    {
      name: 'a contact message of 2 MB, announced',
      method: 'POST',
      path: '/api/contact',
      headers: json,
      body: longField('message', '-', 2048 * KB),
      status: 413,
      contains: tooLarge('32 KB'),
    },
    {
      name: 'a chunked contact message of 2 MB',
      method: 'POST',
      path: '/api/contact',
      headers: json,
      body: longField('message', '-', 2048 * KB),
      chunked: true,
      status: 413,
      contains: tooLarge('32 KB'),
    },
    {
      name: 'arrays nested 8,000 deep',
      method: 'POST',
      path: '/api/auth/login',
      headers: json,
      body: '['.repeat(8000) + ']'.repeat(8000),
      status: 400,
    },
    {
      name: 'as many fields as fit in 16 KB',
      method: 'POST',
      path: '/api/auth/signup',
      headers: json,
      body: `{${Array.from({ length: 1300 }, (_, i) => `"f${i}":0`).join(',')}}`,
      status: 400,
    },
    {
      name: 'a session cookie of 14 KB of dots',
      path: '/api/auth/session',
      headers: { cookie: `apogee_session=${'.'.repeat(14 * KB)}` },
      status: 200,
    },
    {
      // curl and older apps ask before sending a large body; fetch cannot pass that on.
      name: 'a signed-out 2 MB upload that expects 100-continue',
      method: 'POST',
      path: '/api/stories',
      headers: {
        ...json,
        'content-type': 'multipart/form-data; boundary=x',
        expect: '100-continue',
      },
      body:
        '--x\r\nContent-Disposition: form-data; name="file"; filename="a.jpg"\r\n' +
        `Content-Type: image/jpeg\r\n\r\n${'-'.repeat(2048 * KB)}\r\n--x--\r\n`,
      status: 401,
      contains: 'You need to log in to view this content',
    },
    {
      name: 'a 200 MB upload announced to /api',
      method: 'POST',
      path: '/api/stories',
      headers: {
        ...json,
        'content-type': 'multipart/form-data; boundary=x',
        'content-length': String(200 * 1024 * KB),
      },
      body: '{}',
      chunked: true,
      status: 413,
      contains: tooLarge('101 MB'),
    },
  ];
  const web: WebProbe[] = [
    {
      name: 'a 1 MB body to a server function',
      method: 'POST',
      path: '/_serverFn/anything',
      headers: json,
      body: longField('data', '[', 1024 * KB),
      status: 413,
      contains: tooLarge('16 KB'),
    },
    {
      name: 'a server function called with 12 KB of nested brackets',
      path: `/_serverFn/anything?payload=${'%5B'.repeat(4000)}`,
      status: 403,
    },
    {
      name: 'a chunked 1 MB body to the CMS webhook',
      method: 'POST',
      path: '/internal/cms-webhook',
      headers: { ...json, authorization: `Bearer ${'-'.repeat(8 * KB)}` },
      body: longField('slug', '-', 1024 * KB),
      chunked: true,
      status: 413,
      contains: tooLarge('16 KB'),
    },
    {
      name: 'the CMS webhook with a long wrong secret',
      method: 'POST',
      path: '/internal/cms-webhook',
      headers: { ...json, authorization: `Bearer ${'-'.repeat(12 * KB)}` },
      body: '{}',
      status: 401,
    },
    {
      name: 'a 1 MB write to /uploads',
      method: 'POST',
      path: '/uploads/picture.png',
      body: Buffer.alloc(1024 * KB),
      status: 405,
    },
    {
      // Terms are cut to 200 characters: the page sends the reader to the search it ran.
      name: 'search for 4,000 separators',
      path: `/search?discover=${'a.-_'.repeat(1000)}`,
      status: 307,
    },
    {
      name: 'search for 200 separators, every article read',
      path: `/search?discover=${'a.-_'.repeat(50)}`,
      status: 200,
      page: true,
    },
    {
      name: 'headers over 16 KB',
      path: '/',
      headers: { 'x-long': 'a'.repeat(17 * KB) },
      status: 431,
    },
  ];
  return { quiz, web };
}
