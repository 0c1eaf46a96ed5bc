import { FORM_BODY_LIMIT, bodyLimitFor } from '../../src/lib/body-limits';
import { MAX_HEADER_BYTES } from '../../src/lib/client-errors';
import { FIELD_NAMES } from './hostile-requests';
import type { RouteEntry } from './route-list';

/** One request of the event-loop check, and what its answer must be. */
export interface Probe {
  name: string;
  method: string;
  path: string;
  headers: Record<string, string>;
  body?: string;
  /** Sent with Transfer-Encoding: chunked, so no Content-Length announces its size. */
  chunked?: boolean;
  /** The status it must get; otherwise any status below 500. */
  status?: number;
  /** Text its answer must contain. */
  contains?: string;
}

/**
 * Characters whose long runs made patterns backtrack before: dots (e-mail shapes), dashes
 * (slugs), spaces (trims and `\s+`), colons (times), commas (lists), '<' (tags).
 */
export const SEPARATORS = ['.', '-', ' ', ':', ',', '<'];

/** Fields a route reads, from its OpenAPI description: body properties and query parameters. */
export interface RouteFields {
  body: string[];
  query: string[];
}

interface OpenApiOperation {
  parameters?: { in: string; name: string }[];
  requestBody?: { content?: Record<string, { schema?: { properties?: object } }> };
}

export function routeFields(
  openapi: { paths?: Record<string, Record<string, OpenApiOperation>> },
  route: RouteEntry,
): RouteFields {
  const path = route.url.replace(/:(\w+)/g, '{$1}');
  const operation = openapi.paths?.[path]?.[route.method.toLowerCase()];
  const schemas = Object.values(operation?.requestBody?.content ?? {});
  const body = [...new Set(schemas.flatMap((c) => Object.keys(c.schema?.properties ?? {})))];
  const query = (operation?.parameters ?? []).filter((p) => p.in === 'query').map((p) => p.name);
  // Multipart forms and hand-read bodies are not described: try every field a form sends.
  return { body: body.length ? body : FIELD_NAMES, query };
}

const TOO_LARGE = (limit: number) =>
  `The request body is too large: this address accepts at most ${Math.floor(limit / 1024)} KB.`;

const hasBody = (method: string) => method !== 'GET' && method !== 'DELETE';

/** JSON text of exactly about `bytes` bytes: `{"<field>":"a@<run>@"}`. */
function longField(field: string, separator: string, bytes: number): string {
  const room = bytes - JSON.stringify({ [field]: 'a@@' }).length;
  return JSON.stringify({ [field]: `a@${separator.repeat(Math.max(0, room))}@` });
}

/**
 * A route's worst inputs: each field it reads filled to the route's body limit with a run of
 * one separator; the same in the query string as far as a request head allows; bodies just
 * over the limit (announced and chunked); JSON nested as deep as the limit allows; as many
 * fields as fit; form-encoded and multipart bodies; long and many headers.
 */
export function worstInputs(route: RouteEntry, path: string, fields: RouteFields): Probe[] {
  const limit = bodyLimitFor(route.method, route.url);
  const json = { 'content-type': 'application/json' };
  const probes: Probe[] = [];
  const add = (probe: Omit<Probe, 'method' | 'path' | 'headers'> & Partial<Probe>) =>
    probes.push({ method: route.method, path, headers: {}, ...probe });

  if (hasBody(route.method)) {
    for (const field of fields.body)
      for (const separator of SEPARATORS)
        add({
          name: `"${field}" of ${limit} bytes of "${separator}"`,
          headers: json,
          body: longField(field, separator, limit - 8),
        });
    const over = longField(fields.body[0] ?? 'name', '.', limit + 1);
    add({
      name: 'a body one byte over the limit',
      headers: json,
      body: over,
      status: 413,
      contains: TOO_LARGE(limit),
    });
    add({
      name: 'a chunked body over the limit',
      headers: json,
      body: over,
      chunked: true,
      status: 413,
      contains: TOO_LARGE(limit),
    });
    const depth = Math.floor((limit - 16) / 2);
    add({
      name: 'arrays nested to the limit',
      headers: json,
      body: '['.repeat(depth) + ']'.repeat(depth),
    });
    const objects = Math.floor((limit - 32) / 6);
    add({
      name: 'objects nested to the limit, __proto__ at the bottom',
      headers: json,
      body: '{"a":'.repeat(objects) + '{"__proto__":1}' + '}'.repeat(objects),
    });
    const many = Array.from({ length: Math.floor(limit / 12) }, (_, i) => `"f${i}":0`);
    add({ name: 'as many fields as fit', headers: json, body: `{${many.join(',')}}` });
    add({
      name: 'a form-encoded body of separators',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'a=1&'.repeat(Math.floor(FORM_BODY_LIMIT / 4) - 1),
    });
    const boundary = 'worst-boundary';
    const part = (name: string, value: string) =>
      `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`;
    const multipart = { 'content-type': `multipart/form-data; boundary=${boundary}` };
    add({
      name: 'multipart with 2,000 fields',
      headers: multipart,
      body:
        Array.from({ length: 2000 }, (_, i) => part(`f${i}`, 'v')).join('') + `--${boundary}--\r\n`,
    });
    add({
      name: 'multipart with a 200 KB field of dashes',
      headers: multipart,
      body: part('title', '-'.repeat(200_000)) + `--${boundary}--\r\n`,
    });
  }

  // The request line and headers share MAX_HEADER_BYTES: leave room for the rest.
  const queryRoom = MAX_HEADER_BYTES - 2048 - path.length;
  for (const field of fields.query.length ? fields.query : ['page'])
    for (const separator of SEPARATORS) {
      const encoded = encodeURIComponent(separator);
      add({
        name: `query "${field}" of "${separator}"`,
        path: `${path}?${field}=a%40${encoded.repeat(queryRoom / encoded.length)}%40`,
      });
    }
  const headerRoom = MAX_HEADER_BYTES - 2048;
  add({ name: 'a long cookie', headers: { cookie: `apogee_session=${'.'.repeat(headerRoom)}` } });
  add({
    name: 'a long bearer token',
    headers: { authorization: `Bearer ${'-'.repeat(headerRoom)}` },
  });
  add({
    name: 'a long X-Forwarded-For',
    headers: { 'x-forwarded-for': '10.0.0.1, '.repeat(headerRoom / 10) + '10.0.0.2' },
  });
  add({
    name: 'a long content type',
    headers: { 'content-type': `application/json;${' a=b;'.repeat(headerRoom / 6)}` },
    body: hasBody(route.method) ? '{}' : undefined,
  });
  add({ name: 'a long Origin', headers: { origin: `http://${'a.'.repeat(headerRoom / 2)}b` } });
  add({
    name: 'many headers',
    headers: Object.fromEntries(Array.from({ length: 900 }, (_, i) => [`x-h${i}`, 'v'])),
  });
  add({
    name: 'headers over the limit',
    headers: { 'x-long': 'a'.repeat(MAX_HEADER_BYTES + 1) },
    status: 431,
    contains:
      '{"error":{"code":"HEADERS_TOO_LARGE","message":"The request headers are too large."}}',
  });
  return probes;
}
