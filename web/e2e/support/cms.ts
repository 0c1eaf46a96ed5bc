import { join } from 'node:path';
import { readDevelopmentEnv, readEnvFile } from '@apogee/env-file';

/** Reads the CMS directly, so specs compare the site with the content it should show. */
export async function cmsGraphql<T>(query: string, variables: Record<string, unknown> = {}) {
  const url = process.env.E2E_CMS_URL ?? 'http://127.0.0.1:1337';
  const response = await fetch(`${url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${cmsToken()}` },
    body: JSON.stringify({ query, variables }),
  });
  const body = (await response.json()) as { data?: T; errors?: { message: string }[] };
  if (!body.data)
    throw new Error(`CMS query failed: ${body.errors?.[0]?.message ?? response.status}`);
  return body.data;
}

/**
 * A shared secret: from its E2E_ variable, else from the test stack's generated secrets
 * (E2E_DATA_DIR/secrets.env, production mode), else from config/development.env.
 */
function sharedValue(variable: string, name: string): string {
  const given = process.env[variable];
  if (given) return given;
  const stackSecrets = process.env.E2E_DATA_DIR && join(process.env.E2E_DATA_DIR, 'secrets.env');
  const value =
    (stackSecrets && readEnvFile(stackSecrets)[name]) || readDevelopmentEnv(process.cwd())[name];
  if (!value) throw new Error(`Set ${variable}.`);
  return value;
}

function cmsToken(): string {
  return sharedValue('E2E_CMS_TOKEN', 'CMS_WEB_TOKEN');
}

/** The secret of the CMS's draft-preview links. */
export function previewSecret(): string {
  return sharedValue('E2E_PREVIEW_SECRET', 'PREVIEW_SECRET');
}

/** The secret the web server expects on its CMS webhook. */
export function cmsWebhookSecret(): string {
  return sharedValue('E2E_CMS_WEBHOOK_SECRET', 'CMS_WEBHOOK_SECRET');
}

export interface CmsBlogSummary {
  title: string;
  slug: string;
  tags: { name: string; slug: string }[];
  category: { name: string; slug: string } | null;
  /** Null for a house piece, signed with the site's author label. */
  author: { name: string; slug: string } | null;
}

const BLOG_FIELDS = 'title slug tags { name slug } category { name slug } author { name slug }';

export async function newestBlogs(
  limit: number,
  filters: Record<string, unknown> = {},
): Promise<CmsBlogSummary[]> {
  const data = await cmsGraphql<{ blogs: CmsBlogSummary[] }>(
    `query ($limit: Int!, $filters: BlogFiltersInput) { blogs(filters: $filters, sort: ["publishedAt:desc"], pagination: { limit: $limit }) { ${BLOG_FIELDS} } }`,
    { limit, filters },
  );
  return data.blogs;
}

export async function countBlogs(filters: Record<string, unknown> = {}): Promise<number> {
  const data = await cmsGraphql<{ blogs_connection: { pageInfo: { total: number } } }>(
    `query ($filters: BlogFiltersInput) { blogs_connection(filters: $filters) { pageInfo { total } } }`,
    { filters },
  );
  return data.blogs_connection.pageInfo.total;
}

export async function categories(): Promise<{ name: string; slug: string; total: number }[]> {
  const data = await cmsGraphql<{ categories: { name: string; slug: string }[] }>(
    `{ categories(pagination: { limit: 100 }) { name slug } }`,
  );
  return Promise.all(
    data.categories.map(async (category) => ({
      ...category,
      total: await countBlogs({ category: { slug: { eq: category.slug } } }),
    })),
  );
}

export async function tagsWithCounts(): Promise<{ name: string; slug: string; total: number }[]> {
  const data = await cmsGraphql<{ tags: { name: string; slug: string }[] }>(
    `{ tags(pagination: { limit: 100 }) { name slug } }`,
  );
  return Promise.all(
    data.tags.map(async (tag) => ({
      ...tag,
      total: await countBlogs({ tags: { slug: { eq: tag.slug } } }),
    })),
  );
}

export interface MagazineInCms {
  title: string;
  slug: string;
  purchaseUrl: string | null;
  readerUrl: string | null;
  pdf: { url: string } | null;
}

export async function magazines(): Promise<MagazineInCms[]> {
  const data = await cmsGraphql<{ magazines: MagazineInCms[] }>(
    `{ magazines(sort: ["issueDate:desc"], pagination: { limit: 100 }) { title slug purchaseUrl readerUrl pdf { url } } }`,
  );
  return data.magazines;
}

export interface CmsStory {
  title: string;
  slug: string;
  pages: { caption: string; media: { mime: string; url: string } }[];
}

export async function stories(): Promise<CmsStory[]> {
  const data = await cmsGraphql<{ stories: CmsStory[] }>(
    `{ stories(pagination: { limit: 100 }) { title slug pages { caption media { mime url } } } }`,
  );
  return data.stories;
}

export async function siteSettings() {
  const data = await cmsGraphql<{
    siteSetting: {
      siteName: string;
      operatingCompany: string;
      authorLabel: string;
      socialLinks: { facebook: string; linkedin: string; instagram: string };
    };
  }>(
    `{ siteSetting { siteName operatingCompany authorLabel socialLinks { facebook linkedin instagram } } }`,
  );
  return data.siteSetting;
}

export async function staticPage(slug: string): Promise<{ title: string } | undefined> {
  const data = await cmsGraphql<{ pages: { title: string }[] }>(
    `query ($slug: String!) { pages(filters: { slug: { eq: $slug } }) { title } }`,
    { slug },
  );
  return data.pages[0];
}

export async function authors(): Promise<{ name: string; slug: string }[]> {
  const data = await cmsGraphql<{ authors: { name: string; slug: string }[] }>(
    '{ authors(sort: ["name"], pagination: { limit: 100 }) { name slug } }',
  );
  return data.authors;
}

export async function publisherName(): Promise<string> {
  const data = await cmsGraphql<{ publisher: { name: string } }>(`{ publisher { name } }`);
  return data.publisher.name;
}

/** As React writes text into HTML. */
export function escapeHtml(text: string) {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#x27;');
}

export async function homePicks(): Promise<{
  hero: { title: string } | null;
  editorsPicks: { title: string }[];
}> {
  const data = await cmsGraphql<{
    home: { hero: { title: string } | null; editorsPicks: { title: string }[] } | null;
  }>(`{ home { hero { title } editorsPicks { title } } }`);
  return data.home ?? { hero: null, editorsPicks: [] };
}
