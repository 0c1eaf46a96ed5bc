/** Small HTTP helpers for talking to the test CMS as the web, the quiz-service or an editor. */
import { inject } from 'vitest';
import { type ReceivedWebhook, SHARED } from './constants';

export const tokens = {
  web: SHARED.CMS_WEB_TOKEN,
  preview: SHARED.CMS_PREVIEW_TOKEN,
  quiz: SHARED.CMS_QUIZ_TOKEN,
};

export function cmsUrl(pathname: string): string {
  return `${inject('cmsUrl')}${pathname}`;
}

export interface JsonResponse<T = unknown> {
  status: number;
  body: T;
}

export async function request<T = Record<string, unknown>>(
  pathname: string,
  options: {
    token?: string;
    method?: string;
    json?: unknown;
    body?: FormData;
    headers?: Record<string, string>;
  } = {},
): Promise<JsonResponse<T>> {
  const headers: Record<string, string> = { ...options.headers };
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  let body: string | FormData | undefined = options.body;
  if (options.json !== undefined) {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(options.json);
  }
  const response = await fetch(cmsUrl(pathname), {
    method: options.method ?? 'GET',
    headers,
    body,
  });
  const text = await response.text();
  return { status: response.status, body: (text ? JSON.parse(text) : null) as T };
}

export interface GraphQLAnswer<T> {
  data?: T | null;
  errors?: { message: string; extensions?: { code?: string } }[];
}

export async function graphql<T = Record<string, unknown>>(
  query: string,
  token?: string,
  variables?: Record<string, unknown>,
) {
  return request<GraphQLAnswer<T>>('/graphql', {
    method: 'POST',
    token,
    json: { query, variables },
  });
}

/** A signed-in editor's admin session, as the admin panel has it (made once per run). */
export async function editorToken(): Promise<string> {
  return Promise.resolve(inject('editorJwt'));
}

/** Calls the admin's content manager, the API behind the editor's screens. */
export async function contentManager<T = Record<string, unknown>>(
  pathname: string,
  method = 'GET',
  json?: unknown,
) {
  return request<T>(`/content-manager${pathname}`, { method, json, token: await editorToken() });
}

/** The content manager as the newsroom's author or editor (not an administrator). */
export function contentManagerAs(who: 'author' | 'editor') {
  const token = inject(who === 'author' ? 'authorJwt' : 'newsroomEditorJwt');
  return <T = Record<string, unknown>>(pathname: string, method = 'GET', json?: unknown) =>
    request<T>(`/content-manager${pathname}`, { method, json, token });
}

export async function receivedWebhooks(): Promise<ReceivedWebhook[]> {
  const response = await fetch(`${inject('webhookReceiverUrl')}/received`);
  return (await response.json()) as ReceivedWebhook[];
}
