// What leaves /uploads: only the pictures, videos and PDFs the site shows, judged by the bytes
// about to be sent (@apogee/media-types), never by the file's name or the type the CMS gives
// it. The CMS refuses other uploads, but a library may hold files stored before it did (an
// .html or .svg): served from the site's origin they would run script as the reader who
// opened them. Such a file answers 404; a file that passes is sent with the type its bytes
// show, and every answer under /uploads carries a policy that lets nothing in it run.
import { MEDIA_HEAD_BYTES, mediaTypeOf } from '@apogee/media-types';

/** Every /uploads answer's: no script, style, frame or plugin, no sniffing of another type. */
export const MEDIA_ANSWER_HEADERS: Readonly<Record<string, string>> = {
  'content-security-policy': "default-src 'none'; sandbox",
  'x-content-type-options': 'nosniff',
};

/** The Range header that asks a file for the bytes that tell its type. */
export const MEDIA_HEAD_RANGE = `bytes=0-${MEDIA_HEAD_BYTES - 1}`;

/** `response` with the media headers (a copy: a proxied answer's headers are read-only). */
export function withMediaHeaders(response: Response): Response {
  const headers = new Headers(response.headers);
  for (const [name, value] of Object.entries(MEDIA_ANSWER_HEADERS)) headers.set(name, value);
  return new Response(response.body, {
    status: response.status,
    statusText: response.statusText,
    headers,
  });
}

/**
 * The first `count` bytes of `body` (fewer when it is shorter), and a stream of the whole body,
 * those bytes included, to send on.
 */
export async function peek(
  body: ReadableStream<Uint8Array>,
  count: number,
): Promise<{ head: Uint8Array; body: ReadableStream<Uint8Array> }> {
  const reader = body.getReader();
  const chunks: Uint8Array[] = [];
  let length = 0;
  let ended = false;
  while (length < count) {
    const next = await reader.read();
    if (next.done) {
      ended = true;
      break;
    }
    chunks.push(next.value);
    length += next.value.length;
  }
  const rest = new ReadableStream<Uint8Array>({
    start(controller) {
      for (const chunk of chunks) controller.enqueue(chunk);
      if (ended) controller.close();
    },
    async pull(controller) {
      const next = await reader.read();
      if (next.done) controller.close();
      else controller.enqueue(next.value);
    },
    cancel(reason) {
      return reader.cancel(reason);
    },
  });
  return { head: Buffer.concat(chunks).subarray(0, count), body: rest };
}

/**
 * The first bytes of a file, from an answer to a request for MEDIA_HEAD_RANGE; null when the
 * file cannot be had.
 */
export async function readMediaHead(answer: Response): Promise<Uint8Array | null> {
  if ((answer.status !== 200 && answer.status !== 206) || !answer.body) {
    await answer.body?.cancel().catch(() => {});
    return null;
  }
  const { head, body } = await peek(answer.body, MEDIA_HEAD_BYTES);
  await body.cancel().catch(() => {});
  return head;
}

const notFound = () =>
  new Response('Not Found', {
    status: 404,
    headers: { 'content-type': 'text/plain; charset=utf-8' },
  });

/** True when `answer` is the file from its first byte, with at least the bytes that tell it. */
function startsTheFile(request: Request, answer: Response): boolean {
  if (request.method !== 'GET' || !answer.body) return false;
  if (answer.status === 200) return true;
  // A browser's first request for a video asks for the whole file from its start ("bytes=0-"),
  // Safari's for its first two bytes only ("bytes 0-1/…", too few to tell a type).
  const range = /^bytes 0-(\d+)\//.exec(answer.headers.get('content-range') ?? '');
  return answer.status === 206 && !!range && Number(range[1]) + 1 >= MEDIA_HEAD_BYTES;
}

/**
 * The CMS's answer for a media file as the reader gets it: with the type its bytes show, or
 * 404 when they show nothing the site serves. `fileHead` asks the CMS for the file's first
 * bytes, for answers that do not start with them (HEAD, a later range, 304).
 */
export async function judgeMedia(
  request: Request,
  answer: Response,
  fileHead: () => Promise<Uint8Array | null>,
): Promise<Response> {
  // Errors (404 …) are passed on as they are; they get the media headers all the same.
  if (answer.status >= 400 || (answer.status >= 300 && answer.status !== 304)) return answer;
  let body: ReadableStream<Uint8Array> | null = answer.body;
  let head: Uint8Array | null;
  if (startsTheFile(request, answer) && answer.body) {
    ({ head, body } = await peek(answer.body, MEDIA_HEAD_BYTES));
  } else {
    head = await fileHead().catch(() => null);
  }
  const type = head ? mediaTypeOf(head) : null;
  if (!type) {
    await body?.cancel().catch(() => {});
    return notFound();
  }
  const headers = new Headers(answer.headers);
  if (answer.status !== 304) headers.set('content-type', type);
  return new Response(body, { status: answer.status, statusText: answer.statusText, headers });
}

/** `judgeMedia` with the CMS at `cmsUrl` asked for a file's first bytes when needed. */
export function createMediaGuard({ cmsUrl, timeoutMs }: { cmsUrl: string; timeoutMs: number }) {
  async function fileHead(pathname: string): Promise<Uint8Array | null> {
    const answer = await fetch(new URL(pathname, cmsUrl), {
      headers: { range: MEDIA_HEAD_RANGE },
      signal: AbortSignal.timeout(timeoutMs),
    });
    return readMediaHead(answer);
  }
  return (request: Request, answer: Response, pathname: string) =>
    judgeMedia(request, answer, () => fileHead(pathname));
}
