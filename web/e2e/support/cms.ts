import { readFileSync } from 'node:fs';
import { findDevelopmentEnv, parseEnvFile } from '../../src/lib/config/web-config.mjs';

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

function cmsToken(): string {
  if (process.env.E2E_CMS_TOKEN) return process.env.E2E_CMS_TOKEN;
  const file = findDevelopmentEnv(process.cwd());
  const token = file ? parseEnvFile(readFileSync(file, 'utf8')).CMS_WEB_TOKEN : undefined;
  if (!token) throw new Error('Set E2E_CMS_TOKEN to a CMS token that reads published content.');
  return token;
}

export interface CmsBlogSummary {
  title: string;
  slug: string;
}

export async function newestBlogs(limit: number): Promise<CmsBlogSummary[]> {
  const data = await cmsGraphql<{ blogs: CmsBlogSummary[] }>(
    `query ($limit: Int!) { blogs(sort: ["publishedAt:desc"], pagination: { limit: $limit }) { title slug } }`,
    { limit },
  );
  return data.blogs;
}
