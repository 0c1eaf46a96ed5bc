import fc from 'fast-check';

/** Strings that have broken web services before: sizes, encodings, injections, keys. */
const NASTY_STRINGS = [
  '',
  ' ',
  '\u0000',
  'a\u0000b',
  '\uFEFF',
  '\u202Eevil',
  'e\u0301',
  '𝕏🚀👩‍🚀',
  '\uD800',
  '__proto__',
  'constructor',
  'prototype',
  'toString',
  'hasOwnProperty',
  '../../../../etc/passwd',
  '..%2F..%2Fetc%2Fpasswd',
  "' OR 1=1 --",
  "'; drop table users; --",
  '<script>window.__xss=1</script>',
  '"><img src=x onerror=alert(1)>',
  'javascript:alert(1)',
  '${7*7}{{7*7}}',
  'NaN',
  'Infinity',
  '-1',
  '0',
  '1e309',
  '0x10',
  '9007199254740993',
  '00000000-0000-0000-0000-000000000000',
  'null',
  'undefined',
  'true',
  '[]',
  '{}',
  'x'.repeat(10_000),
  'é'.repeat(70_000),
  '%',
  '%zz',
  '%E0%A4%A',
];

export const nastyString = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom(...NASTY_STRINGS) },
  { weight: 2, arbitrary: fc.string({ unit: 'binary', maxLength: 40 }) },
  { weight: 1, arbitrary: fc.string({ unit: 'grapheme', maxLength: 300 }) },
);

const deepObject = fc.integer({ min: 20, max: 400 }).map((depth) => {
  let value: unknown = 'bottom';
  for (let i = 0; i < depth; i++) value = { a: value };
  return value;
});

/** Any JSON value of a wrong or odd type, huge or deep ones included. */
export const nastyValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 4, arbitrary: nastyString },
  {
    weight: 2,
    arbitrary: fc.constantFrom(null, true, false, 0, -0, -1, 1.5, 1e308, -1e308, 2 ** 53 + 2),
  },
  { weight: 1, arbitrary: fc.constant([]) },
  { weight: 1, arbitrary: fc.constant({}) },
  { weight: 1, arbitrary: fc.array(nastyString, { maxLength: 5 }) },
  { weight: 1, arbitrary: deepObject },
  { weight: 1, arbitrary: fc.constant(Array.from({ length: 5000 }, (_, i) => i)) },
  { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 3 }) },
);

/** Field names the service's forms read (current API and the old one), plus hostile keys. */
export const FIELD_NAMES = [
  'firstName',
  'lastName',
  'name',
  'username',
  'email',
  'password',
  'confirmPassword',
  'acceptTerms',
  'emailOrUsername',
  'usernameOrEmail',
  'remember',
  'resetId',
  'otp',
  'code',
  'profession',
  'bio',
  'website',
  'comment',
  'blog_id',
  'blog_slug',
  'slug',
  'message',
  'title',
  'story',
  'caption',
  'token',
  'event',
  'model',
  'documentId',
  'questionId',
  'servedToken',
  'chosenOption',
  'choose_option',
  'timeTakenSeconds',
  'timeZone',
  'userId',
  'quizId',
  'category_slug',
  'tag',
  'page',
  'pageSize',
  '__proto__',
  'constructor',
];

/** An object whose keys are ones the routes read, each with a hostile value. */
export const nastyForm = fc.dictionary(fc.constantFrom(...FIELD_NAMES), nastyValue, {
  maxKeys: 10,
});

export interface RawBody {
  payload: string | Buffer;
  contentType?: string;
}

const BOUNDARY = 'fuzz-boundary';
const part = (name: string, filename: string | null, type: string, data: string) =>
  `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${name}"` +
  (filename === null ? '' : `; filename="${filename}"`) +
  `\r\nContent-Type: ${type}\r\n\r\n${data}\r\n`;

/** Bodies no form would send: broken JSON, pollution, wrong types, broken multipart. */
const RAW_BODIES: RawBody[] = [
  { payload: '{', contentType: 'application/json' },
  { payload: '{"a":1,}', contentType: 'application/json' },
  { payload: 'null', contentType: 'application/json' },
  { payload: '"just a string"', contentType: 'application/json' },
  { payload: '[1,2,3]', contentType: 'application/json' },
  { payload: '', contentType: 'application/json' },
  { payload: '\u0000\u0001\u0002', contentType: 'application/json' },
  {
    payload: '{"__proto__":{"polluted":"yes"},"email":"a@example.com"}',
    contentType: 'application/json',
  },
  {
    payload: '{"constructor":{"prototype":{"polluted":"yes"}}}',
    contentType: 'application/json',
  },
  { payload: '{"a":1}', contentType: 'application/json; charset=utf-16' },
  { payload: '{"a":1}', contentType: 'text/plain' },
  { payload: 'a=1&b=2&__proto__[polluted]=yes', contentType: 'application/x-www-form-urlencoded' },
  { payload: '<xml/>', contentType: 'application/xml' },
  { payload: Buffer.alloc(64, 0xff), contentType: 'application/octet-stream' },
  { payload: 'x'.repeat(2 * 1024 * 1024), contentType: 'application/json' },
  { payload: '{"a":1}', contentType: 'multipart/form-data' },
  { payload: 'not multipart at all', contentType: `multipart/form-data; boundary=${BOUNDARY}` },
  {
    payload: part('avatar', 'a.png', 'image/png', 'not really a png'),
    contentType: `multipart/form-data; boundary=${BOUNDARY}`,
  },
  {
    payload:
      part('title', null, 'text/plain', 'A story') +
      part('image', 'x.jpg', 'image/jpeg', '\u00ff\u00d8\u00ff<script>') +
      `--${BOUNDARY}--\r\n`,
    contentType: `multipart/form-data; boundary=${BOUNDARY}`,
  },
  {
    payload:
      part('__proto__', null, 'text/plain', 'x') +
      part('constructor', 'x', 'text/html', '<b>x</b>') +
      `--${BOUNDARY}--\r\n`,
    contentType: `multipart/form-data; boundary=${BOUNDARY}`,
  },
  {
    payload: Array.from({ length: 300 }, (_, i) => part(`f${i}`, null, 'text/plain', 'v')).join(''),
    contentType: `multipart/form-data; boundary=${BOUNDARY}`,
  },
];

export type FuzzBody =
  | { kind: 'none' }
  | { kind: 'json'; value: unknown; contentType: string }
  | { kind: 'raw'; body: RawBody };

export const fuzzBody: fc.Arbitrary<FuzzBody> = fc.oneof(
  { weight: 1, arbitrary: fc.constant<FuzzBody>({ kind: 'none' }) },
  {
    weight: 4,
    arbitrary: fc
      .tuple(
        fc.oneof({ weight: 3, arbitrary: nastyForm }, { weight: 1, arbitrary: nastyValue }),
        fc.constantFrom('application/json', 'application/json; charset=utf-8', 'text/plain'),
      )
      .map(([value, contentType]): FuzzBody => ({ kind: 'json', value, contentType })),
  },
  {
    weight: 2,
    arbitrary: fc.constantFrom(...RAW_BODIES).map((body): FuzzBody => ({ kind: 'raw', body })),
  },
);

/** Header values must be visible ASCII to be sent at all; everything else is fair game. */
const headerValue = fc.oneof(
  fc.constantFrom(
    'apogee_session=garbage',
    'apogee_session=eyJhbGciOiJub25lIn0.eyJzaWQiOiIxIn0.',
    'Bearer ',
    'Bearer x.y.z',
    'null',
    'http://evil.example',
    'x'.repeat(8000),
    '1.2.3.4, ::1, not-an-ip',
  ),
  fc.string({ unit: 'grapheme-ascii', maxLength: 60 }).map((s) => s.replace(/[^\x20-\x7e]/g, '')),
);

export const fuzzHeaders = fc.dictionary(
  fc.constantFrom(
    'cookie',
    'authorization',
    'origin',
    'referer',
    'x-forwarded-for',
    'x-forwarded-proto',
    'accept',
    'accept-language',
    'if-none-match',
    'range',
    'x-time-zone',
  ),
  headerValue,
  { maxKeys: 4 },
);

export const fuzzQuery = fc.dictionary(
  fc.oneof(fc.constantFrom('page', 'pageSize', 'slug', 'period', 'tz', '__proto__'), nastyString),
  fc.oneof(nastyString, fc.array(nastyString, { maxLength: 3 })),
  { maxKeys: 4 },
);

export const fuzzParam = nastyString;

/** `encodeURIComponent`, except for strings meant to arrive raw (bad percent escapes). */
export function pathPiece(value: string): string {
  if (/^%/.test(value)) return value;
  try {
    return encodeURIComponent(value);
  } catch {
    // A lone surrogate cannot be percent-encoded; send its replacement instead.
    return encodeURIComponent(value.replace(/[\uD800-\uDFFF]/g, '\uFFFD'));
  }
}

export function queryString(query: Record<string, string | string[]>): string {
  const parts: string[] = [];
  for (const [key, value] of Object.entries(query))
    for (const one of Array.isArray(value) ? value : [value])
      parts.push(`${pathPiece(key)}=${pathPiece(one)}`);
  return parts.length ? `?${parts.join('&')}` : '';
}
