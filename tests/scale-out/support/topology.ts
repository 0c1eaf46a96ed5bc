import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { FORWARDED_PROOF_HEADER } from '@apogee/contracts/forwarded-proof';
import { readEnvFile } from '@apogee/env-file';
import { expect } from 'vitest';
// The runner's own launcher (plain ESM, checked by JSDoc): a relaunch is the same process.
import { definitions, start } from '../../../scripts/lib/scale-out.mjs';

type Replica = 'web1' | 'web2' | 'quiz1' | 'quiz2';

/** The topology scripts/lib/scale-out-run.mjs started (env SCALE_OUT), and its secrets. */
export interface Topology {
  dataDir: string;
  logDir: string;
  s3Dir: string;
  bucket: string;
  quizDatabaseUrl: string;
  urls: Record<'web' | 'webSingle' | 'cache' | 'quiz' | 'cms' | 's3' | Replica, string>;
  ports: Record<string, number>;
}

export function topology(): Topology {
  const described = process.env.SCALE_OUT;
  if (!described)
    throw new Error('SCALE_OUT is not set: run these checks with npm run test:scale-out.');
  return JSON.parse(described) as Topology;
}

/** Generated per run in the data folder; used in requests, never printed. */
export const secrets = () => readEnvFile(join(topology().dataDir, 'secrets.env'));

/** The newest process group started under each name (a relaunch appends a line). */
export function groups(): Record<string, number> {
  const lines = readFileSync(join(topology().dataDir, 'pids'), 'utf8').split('\n');
  return Object.fromEntries(
    lines.filter(Boolean).map((line) => {
      const [name, pgid] = line.split(' ');
      return [name, Number(pgid)];
    }),
  );
}

/** The Node server of a group (npm runs it as its child): the one to send SIGTERM. */
export function serverPid(pgid: number): number {
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry) || Number(entry) === pgid) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      if (Number(fields[2]) === pgid && stat.includes('(node)')) return Number(entry);
    } catch {
      // ended while read
    }
  }
  throw new Error(`no server process in group ${pgid}`);
}

/** Starts a replica again with the runner's own definition, and waits until it answers. */
export async function relaunch(name: Replica): Promise<void> {
  const all = topology();
  await start(all, definitions(all)[name]);
}

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export const PASSWORD = 'Scale-Out-Pass-71';

/** Headers of a browser on the site: the CSRF check wants the site's own origin. */
export const json = () => ({ 'content-type': 'application/json', origin: topology().urls.web });

/**
 * A reader's address as the web sends it to the quiz-service, with its proof: the checks call
 * the quiz-service replicas directly, standing in for the web (a web replica drops a client's
 * proof and sends its own).
 */
export const fromAddress = (ip: string) => ({
  'x-forwarded-for': ip,
  [FORWARDED_PROOF_HEADER]: secrets().FORWARDED_FOR_SECRET ?? '',
});

/** A new reader: signed up at `signupAt`, signed in at `loginAt`; the session cookie. */
export async function reader(tag: string, signupAt: string, loginAt: string, ip: string) {
  const username = `so${tag}${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
  const headers = { ...json(), ...fromAddress(ip) };
  const signup = await fetch(`${signupAt}/api/auth/signup`, {
    method: 'POST',
    headers,
    body: JSON.stringify({
      firstName: 'Ada',
      lastName: 'Scale',
      username,
      email: `${username}@example.com`,
      password: PASSWORD,
      confirmPassword: PASSWORD,
      acceptTerms: true,
    }),
  });
  expect(signup.status, await signup.clone().text()).toBe(201);
  const login = await fetch(`${loginAt}/api/auth/login`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ emailOrUsername: username, password: PASSWORD }),
  });
  expect(login.status, await login.clone().text()).toBe(200);
  const cookie = (login.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
  expect(cookie).toContain('=');
  return { username, cookie };
}

/** Slugs of published articles, newest first, from the CMS's own API. */
export async function articleSlugs(): Promise<string[]> {
  const response = await fetch(
    `${topology().urls.cms}/api/blogs?fields[0]=slug&fields[1]=title&sort=publishedAt:desc&pagination[pageSize]=10`,
    { headers: { authorization: `Bearer ${secrets().CMS_WEB_TOKEN}` } },
  );
  expect(response.status).toBe(200);
  return ((await response.json()) as { data: { slug: string }[] }).data.map((b) => b.slug);
}
