import autocannon from 'autocannon';
import pg from 'pg';
import { json, topology } from './topology';

type Reader = { username: string; cookie: string };

const parsed = (body: string): Record<string, unknown> => {
  try {
    const value: unknown = JSON.parse(body);
    return value && typeof value === 'object' ? (value as Record<string, unknown>) : {};
  } catch {
    return {};
  }
};

/** Status codes of a run, by code. */
const codes = (result: autocannon.Result) =>
  Object.fromEntries(
    Object.entries(result.statusCodeStats ?? {}).map(([code, stat]) => [code, stat.count]),
  );

/**
 * 50 connections through the balancer for `duration` seconds: 20 read pages, 30 play (the
 * next question, then its answer saved). Counts the saves answered 2xx: acknowledged writes.
 */
export async function mixedLoad({
  duration,
  readers,
  slugs,
}: {
  duration: number;
  readers: Reader[];
  slugs: string[];
}) {
  const url = topology().urls.web;
  let acknowledged = 0;
  let mismatched = 0;
  const pages = [
    { method: 'GET' as const, path: '/' },
    ...slugs.map((slug) => ({ method: 'GET' as const, path: `/${slug}` })),
  ];
  const reading = autocannon({ url, connections: 20, duration, timeout: 30, requests: pages });
  const playing = autocannon({
    url,
    connections: 30,
    duration,
    timeout: 30,
    requests: [
      {
        method: 'GET',
        path: '/api/quiz/next',
        setupRequest: (request, context) => {
          const reader = readers[Math.floor(Math.random() * readers.length)] ?? readers[0];
          context.cookie = reader?.cookie;
          return { ...request, headers: { cookie: String(context.cookie) } };
        },
        onResponse: (status, body, context) => {
          context.answer = '{}';
          if (status !== 200) return;
          const q = parsed(body) as { id?: string; servedToken?: string };
          // autocannon may pair an answer with the wrong step of the sequence after the
          // balancer closes a connection (a reload does): only a question is a question.
          if (!q.servedToken) return;
          context.answer = JSON.stringify({
            questionId: q.id,
            option: 0,
            servedToken: q.servedToken,
          });
        },
      },
      {
        method: 'POST',
        path: '/api/quiz/answers',
        setupRequest: (request, context) => ({
          ...request,
          headers: { ...json(), cookie: String(context.cookie) },
          body: String(context.answer ?? '{}'),
        }),
        onResponse: (status, body) => {
          // An acknowledged save: 2xx with the answer's result (see the question above).
          if (status >= 200 && status < 300 && 'correctOption' in parsed(body)) acknowledged += 1;
          else if (status >= 200 && status < 300) mismatched += 1;
        },
      },
    ],
  });
  const [pagesResult, playResult] = await Promise.all([reading, playing]);
  const all = [pagesResult, playResult];
  const statuses = { pages: codes(pagesResult), play: codes(playResult) };
  const fiveHundreds = Object.values(statuses)
    .flatMap((byCode) => Object.entries(byCode))
    .filter(([code]) => Number(code) >= 500)
    .reduce((sum, [, count]) => sum + count, 0);
  return {
    acknowledged,
    /** 2xx answers autocannon gave the save step that were not a save's (reported only). */
    mismatched,
    statuses,
    total: all.reduce((sum, r) => sum + r.requests.total, 0),
    /** Requests that failed: 5xx answers, and connections that errored or timed out. */
    failed: fiveHundreds + all.reduce((sum, r) => sum + r.errors, 0),
  };
}

/** Saved answers of these readers, as rows of quiz_answers. */
export async function savedAnswers(readers: Reader[]): Promise<number> {
  const client = new pg.Client({ connectionString: topology().quizDatabaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ count: string }>(
      'select count(*) from quiz_answers a join users u on u.id = a.user_id where u.username = any($1)',
      [readers.map((r) => r.username)],
    );
    return Number(rows[0]?.count ?? 0);
  } finally {
    await client.end();
  }
}
