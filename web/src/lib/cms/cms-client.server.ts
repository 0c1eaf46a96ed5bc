import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import { cmsMediaOrigins, withSiteMediaUrls } from '@apogee/contracts/media-origin';
import { ClientError, GraphQLClient } from 'graphql-request';
import { webConfig } from '@/lib/config/web-config.server';
import { cmsCache } from './cms-cache.server';

/** Every server-side call to the CMS gives up after this long. */
const CMS_TIMEOUT_MS = 10_000;

export class CmsError extends Error {
  override name = 'CmsError';
}

const clients = new Map<'published' | 'preview', GraphQLClient>();

let origins: string[] | undefined;
/** Where the CMS names its own files: CMS_URL and CMS_ADMIN_URL (the admin's address). */
const mediaOrigins = () =>
  (origins ??= cmsMediaOrigins([webConfig().cmsUrl, webConfig().cmsAdminUrl]));

/** Published content with the read-only token; drafts only with the preview token. */
function cmsClient(kind: 'published' | 'preview' = 'published') {
  let client = clients.get(kind);
  if (!client) {
    const config = webConfig();
    const token = kind === 'preview' ? config.cmsPreviewToken : config.cmsWebToken;
    client = new GraphQLClient(`${config.cmsUrl}/graphql`, {
      headers: { Authorization: `Bearer ${token}` },
      fetch: (input, init) =>
        fetch(input, { ...init, signal: AbortSignal.timeout(CMS_TIMEOUT_MS) }),
    });
    clients.set(kind, client);
  }
  return client;
}

async function request<TResult>(
  kind: 'published' | 'preview',
  name: string,
  document: TypedDocumentNode<TResult, never>,
  variables: Record<string, unknown>,
): Promise<TResult> {
  try {
    const answer = await cmsClient(kind).request<TResult>(document, variables);
    // Pictures the admin put into rich text with the CMS's own address come through the site.
    return withSiteMediaUrls(answer, mediaOrigins());
  } catch (error) {
    if (error instanceof ClientError) {
      const first = error.response.errors?.[0]?.message;
      throw new CmsError(`The content service rejected ${name}: ${first ?? error.response.status}`);
    }
    if (error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError')) {
      throw new CmsError('The content service did not answer in time.');
    }
    throw new CmsError('The content service is unreachable.');
  }
}

function operationName(document: TypedDocumentNode<unknown, never>): string {
  for (const definition of document.definitions) {
    if (definition.kind === 'OperationDefinition' && definition.name) return definition.name.value;
  }
  return 'anonymous';
}

/**
 * Runs a generated CMS query on the server, through the cache. Failures become a CmsError
 * whose message a reader can be shown.
 */
export async function cmsQuery<TResult, TVariables extends Record<string, unknown>>(
  document: TypedDocumentNode<TResult, TVariables>,
  variables: TVariables,
): Promise<TResult> {
  const name = operationName(document as TypedDocumentNode<unknown, never>);
  return cmsCache.get(`${name}:${JSON.stringify(variables)}`, () =>
    request('published', name, document as TypedDocumentNode<TResult, never>, variables),
  );
}

/** Runs a query with the preview token (drafts), never cached: editors see their latest save. */
export async function cmsPreviewQuery<TResult, TVariables extends Record<string, unknown>>(
  document: TypedDocumentNode<TResult, TVariables>,
  variables: TVariables,
): Promise<TResult> {
  const name = operationName(document as TypedDocumentNode<unknown, never>);
  return request('preview', name, document as TypedDocumentNode<TResult, never>, variables);
}
