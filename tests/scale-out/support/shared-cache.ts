import { expect } from 'vitest';
import { secrets, sleep, topology } from './topology';

/** One answer through the shared cache (or a replica): what a reader and the checks see. */
export interface Answer {
  status: number;
  /** Varnish's verdict: HIT, STALE (kept copy past its period), MISS or PASS (never kept). */
  cache: string | null;
  age: number;
  html: string;
  headers: Headers;
}

export async function get(url: string, headers: Record<string, string> = {}): Promise<Answer> {
  const response = await fetch(url, { headers: { 'accept-encoding': 'br', ...headers } });
  return {
    status: response.status,
    cache: response.headers.get('x-cache'),
    age: Number(response.headers.get('age') ?? 0),
    html: await response.text(),
    headers: response.headers,
  };
}

/** Asks until the cache answers from its copy (the first ask fills it); that answer. */
export async function kept(path: string, headers: Record<string, string> = {}): Promise<Answer> {
  const url = `${topology().urls.cache}${path}`;
  for (let ask = 0; ask < 5; ask++) {
    const answer = await get(url, headers);
    expect(answer.status, `${path}: ${answer.html.slice(0, 200)}`).toBe(200);
    if (answer.cache === 'HIT') return answer;
    await sleep(100);
  }
  throw new Error(`${path} is never answered from the cache`);
}

/** The tags the origin gave a page (the cache keeps them to itself). */
export async function originTags(path: string): Promise<string[]> {
  const response = await fetch(`${topology().urls.web1}${path}`);
  await response.arrayBuffer();
  return (response.headers.get('surrogate-key') ?? '').split(' ').filter(Boolean);
}

/** A PURGE as the quiz-service sends it; `secret: null` sends none. */
export function purge(tags: string, secret: string | null = secrets().SHARED_CACHE_PURGE_SECRET!) {
  return fetch(`${topology().urls.cache}/`, {
    method: 'PURGE',
    headers: {
      'xkey-purge': tags,
      ...(secret === null ? {} : { authorization: `Bearer ${secret}` }),
    },
  });
}
