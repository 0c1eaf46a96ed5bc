import { Agent, request as httpRequest } from 'node:http';
import { connect, type Socket } from 'node:net';
import { FORWARDED_PROOF_HEADER } from '@apogee/contracts/forwarded-proof';
import { OPENAPI_PATH } from '../../src/legacy/openapi';
import { startFakeCms } from '../support/fake-cms';
import { SITE, freshIp, login, signUp } from '../support/helpers';
import { createTestApp, type TestApp } from '../support/test-app';
import { listRoutes, type RouteEntry } from './route-list';
import { routeFields, worstInputs, type Probe } from './worst-inputs';

/**
 * The quiz-service on a real port, ready for every route's worst inputs (worst-inputs.ts):
 * signed in as a reader, sending each internal route its purpose's secret, with connections
 * dripping their bytes one at a time for as long as it runs. Shared by the reliability test
 * (each input gets its exact answer) and the benchmark (bench/hostile: how long they take).
 */
export interface HostileTarget {
  base: string;
  routes: RouteEntry[];
  /** A route's worst inputs, with what each must be answered. */
  probesOf(route: RouteEntry): Probe[];
  send(probe: Probe): Promise<Answer>;
  close(): Promise<void>;
}

export interface Answer {
  status: number;
  text: string;
  /** To the answer's last byte (the benchmark's figure; the test does not judge it). */
  ms: number;
}

const DRIPPING_CONNECTIONS = 10;

/** Connections that send a request head, then one byte of body every 50 ms. */
function dripConnections(port: number): Socket[] {
  return Array.from({ length: DRIPPING_CONNECTIONS }, () => {
    const socket = connect(port, '127.0.0.1');
    socket.on('error', () => undefined);
    socket.write(
      'POST /api/contact HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\n' +
        'Content-Length: 30000\r\n\r\n{"message":"',
    );
    const timer = setInterval(() => socket.writable && socket.write('-'), 50);
    socket.on('close', () => clearInterval(timer));
    return socket;
  });
}

/** The secret of an internal route's purpose (lib/internal-secret.ts). */
function internalSecretOf(t: TestApp, url: string): string {
  if (url.startsWith('/api/internal/review-notices')) return t.config.newsroomMailSecret;
  if (url.startsWith('/api/internal/comment')) return t.config.newsroomModerationSecret;
  if (url.startsWith('/api/internal/newsletter')) return t.config.newsroomNewsletterSecret;
  if (url.startsWith('/api/internal/contact-messages') || url.startsWith('/api/internal/readers'))
    return t.config.newsroomPrivacySecret;
  if (url.startsWith('/api/internal/story-submissions') || url.startsWith('/api/internal/quiz/'))
    return t.config.newsroomReadSecret;
  return t.config.cmsWebhookSecret;
}

export async function startHostileTarget(): Promise<HostileTarget> {
  const cms = await startFakeCms();
  // As behind the web server, with its proof (send() below): each request names its own
  // address, so rate limits never answer before the validators have run.
  const t = await createTestApp({ cmsUrl: cms.url, publicUrl: SITE });
  const user = await signUp(t.app);
  const cookie = await login(t.app, user.username);
  const openapi = (await t.app.inject({ url: OPENAPI_PATH })).json() as Parameters<
    typeof routeFields
  >[0];
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const address = t.app.server.address();
  if (!address || typeof address === 'string') throw new Error('no port');
  const base = `http://127.0.0.1:${address.port}`;
  const dripping = dripConnections(address.port);
  const agent = new Agent({ keepAlive: true, maxSockets: 4 });

  const pathOf = (route: RouteEntry) =>
    route.url.replace(/:(\w+)/g, (_match, name: string) => (name === 'userId' ? user.id : 'x'));

  function probesOf(route: RouteEntry): Probe[] {
    const probes = worstInputs(route, pathOf(route), routeFields(openapi, route));
    // The internal routes (the CMS webhook, the search index's rebuild, the newsroom's) check
    // their secret before reading a body: send each its own, so the body is read.
    if (route.url.startsWith('/api/internal/'))
      for (const probe of probes)
        probe.headers.authorization ??= `Bearer ${internalSecretOf(t, route.url)}`;
    // Logging out would end the session the other probes sign in with.
    if (route.url.endsWith('/logout')) for (const probe of probes) probe.headers.cookie ??= '';
    return probes;
  }

  /** Sends one request and reads it to its last byte; a dropped connection answers status 0. */
  function send(probe: Probe): Promise<Answer> {
    const started = performance.now();
    return new Promise((resolve) => {
      const headers: Record<string, string | number> = {
        origin: SITE,
        cookie,
        // As the web sends it, with its proof: each probe is a reader of its own.
        'x-forwarded-for': freshIp(),
        [FORWARDED_PROOF_HEADER]: t.config.forwardedForSecret,
        ...probe.headers,
      };
      if (probe.body !== undefined && !probe.chunked)
        headers['content-length'] = Buffer.byteLength(probe.body);
      const req = httpRequest(`${base}${probe.path}`, { method: probe.method, headers, agent });
      const done = (status: number, text: string) =>
        resolve({ status, text, ms: performance.now() - started });
      req.on('response', (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => done(res.statusCode ?? 0, Buffer.concat(chunks).toString()));
        res.on('error', (error) => done(0, String(error)));
      });
      req.on('error', (error) => done(0, String(error)));
      if (probe.body !== undefined) req.end(probe.body);
      else req.end();
    });
  }

  return {
    base,
    routes: listRoutes(t.app),
    probesOf,
    send,
    async close() {
      for (const socket of dripping) socket.destroy();
      agent.destroy();
      await t.close();
      await cms.close();
    },
  };
}

/** What is wrong with an answer to a probe: its status or its text; '' when it is right. */
export function answerProblem(probe: Probe, answer: Answer): string {
  const what = `${probe.name}: ${answer.status}`;
  if (probe.status ? answer.status !== probe.status : answer.status === 0 || answer.status >= 500)
    return `${what}: ${answer.text.slice(0, 200)}`;
  if (probe.contains && !answer.text.includes(probe.contains))
    return `${what}: the answer lacks ${probe.contains}: ${answer.text.slice(0, 200)}`;
  return '';
}

/**
 * Asks /api/health every 20 ms until stopped: how many answers came, the slowest of them, and
 * any that was not a 200.
 */
export function pollHealth(base: string) {
  const agent = new Agent({ keepAlive: true, maxSockets: 1 });
  let stopped = false;
  let slowest = 0;
  let answered = 0;
  let failed = '';
  const loop = (async () => {
    while (!stopped) {
      const started = performance.now();
      const status = await new Promise<number>((resolve) => {
        const req = httpRequest(`${base}/api/health`, { agent }, (res) => {
          res.resume();
          res.on('end', () => resolve(res.statusCode ?? 0));
        });
        req.on('error', () => resolve(0));
        req.end();
      });
      slowest = Math.max(slowest, performance.now() - started);
      if (status === 200) answered += 1;
      else failed = `health answered ${status}`;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  })();
  return async () => {
    stopped = true;
    await loop;
    agent.destroy();
    return { answered, slowest, failed };
  };
}
