/**
 * `npm run seed -- --scale N` as benchmarks use it, on a CMS of its own (a temporary SQLite
 * database, or with CMS_TEST_DATABASE_URL a PostgreSQL database `<that database>_cms_scale`):
 * an empty CMS gets the small fixture pack, then two runs add 30 generated articles each.
 * The CMS is then started and read as the site and the admin read it.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixturePack } from '../src/seed/fixtures';
import { ADMIN, SHARED } from './support/constants';

const CMS_ROOT = path.resolve(__dirname, '..');
const scratch = mkdtempSync(path.join(tmpdir(), 'apogee-scale-seed-'));
const ADDED = 30;
const TEN_YEARS_MS = 10 * 365.25 * 86_400_000;

const postgresServer = process.env.CMS_TEST_DATABASE_URL;
/** Beside the suite's own `<database>_cms`, never in its way. */
const postgresDatabase = postgresServer
  ? `${new URL(postgresServer).pathname.slice(1) || 'apogee'}_cms_scale`
  : undefined;

async function onPostgres(sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: postgresServer });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

function databaseEnv(): NodeJS.ProcessEnv {
  if (!postgresServer || !postgresDatabase) return { DATABASE_CLIENT: 'sqlite', DATABASE_URL: '' };
  const url = new URL(postgresServer);
  url.pathname = `/${postgresDatabase}`;
  return { DATABASE_CLIENT: 'postgres', DATABASE_URL: url.toString() };
}

/** Counts the cache-purge calls the seed would send to the web and the quiz-service. */
const purges: string[] = [];
let receiver: Server;

function env(): NodeJS.ProcessEnv {
  return {
    ...process.env,
    NODE_ENV: 'test',
    ...databaseEnv(),
    DATA_DIR: path.join(scratch, 'data'),
    CMS_PUBLIC_DIR: path.join(scratch, 'public'),
    CMS_SEED_PACK: 'fixture',
    CMS_WEBHOOK_URLS: `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/hook`,
    CMS_SEED_ADMIN_EMAIL: ADMIN.email,
    CMS_SEED_ADMIN_PASSWORD: ADMIN.password,
    ...SHARED,
  };
}

/**
 * `npm run seed -- …` as a developer types it (after `npm run compile`). Run asynchronously so
 * that the cache-purge receiver above keeps answering meanwhile.
 */
function seed(...args: string[]): Promise<{ status: number | null; output: string }> {
  const child = spawn(process.execPath, ['dist/src/seed/cli.js', ...args], {
    cwd: CMS_ROOT,
    env: env(),
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  return new Promise((resolve, reject) => {
    child.once('error', reject);
    child.once('close', (status) => resolve({ status, output }));
  });
}

beforeAll(async () => {
  receiver = createServer((request, response) => {
    purges.push(request.url ?? '');
    response.statusCode = 204;
    response.end();
  });
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  if (postgresDatabase) {
    await onPostgres(`DROP DATABASE IF EXISTS ${postgresDatabase} WITH (FORCE)`);
    await onPostgres(`CREATE DATABASE ${postgresDatabase}`);
  }
});

afterAll(async () => {
  receiver.close();
  rmSync(scratch, { recursive: true, force: true });
  if (postgresDatabase)
    await onPostgres(`DROP DATABASE IF EXISTS ${postgresDatabase} WITH (FORCE)`);
});

describe('npm run seed -- --scale with bad input', () => {
  it.each([
    [['--scale']],
    [['--scale', '0']],
    [['--scale', '-3']],
    [['--scale', '2.5']],
    [['--scale', 'ten']],
    [['--scale', '1000001']],
    [['--scale=']],
    [['--scale', '--reset']],
  ])('%j stops with one line and exit code 2, before touching the database', async (args) => {
    const run = await seed(...args);
    expect(run.status).toBe(2);
    expect(run.output.trim().split('\n')).toEqual([
      expect.stringMatching(
        /^--scale needs the number of articles to add, a whole number from 1 to 1,000,000 \(got .+\)\.$/,
      ),
    ]);
    // Strapi never loaded: not even the SQLite file or the uploads folder exists.
    expect(existsSync(path.join(scratch, 'data'))).toBe(false);
    expect(existsSync(path.join(scratch, 'public'))).toBe(false);
  });
});

interface Article {
  documentId: string;
  title: string;
  slug: string;
  description: string;
  publishedAt: string;
  content: { type: string; children: { text?: string; children?: { text?: string }[] }[] }[];
  category: { slug: string } | null;
  tags: { slug: string }[];
  featureImage: { url: string; mime: string } | null;
}

function words(text: string): number {
  return text.trim().split(/\s+/).length;
}

describe('npm run seed -- --scale 30, run twice', () => {
  let cms: ChildProcess | undefined;
  let cmsUrl = '';
  const outputs: string[] = [];

  async function get<T>(pathname: string, token: string): Promise<T> {
    const response = await fetch(`${cmsUrl}${pathname}`, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(response.status, pathname).toBe(200);
    return (await response.json()) as T;
  }

  beforeAll(async () => {
    for (let run = 0; run < 2; run += 1) {
      const result = await seed('--scale', String(ADDED));
      expect(result.status, result.output).toBe(0);
      outputs.push(result.output);
    }
    const port = await new Promise<number>((resolve) => {
      const probe = createServer().listen(0, '127.0.0.1', () => {
        const { port: free } = probe.address() as AddressInfo;
        probe.close(() => resolve(free));
      });
    });
    cmsUrl = `http://127.0.0.1:${port}`;
    const child = spawn(
      process.execPath,
      [path.join(CMS_ROOT, 'node_modules', '@strapi', 'strapi', 'bin', 'strapi.js'), 'start'],
      {
        cwd: CMS_ROOT,
        env: { ...env(), CMS_HOST: '127.0.0.1', CMS_PORT: String(port) },
        stdio: ['ignore', 'pipe', 'pipe'],
      },
    );
    cms = child;
    let log = '';
    await new Promise<void>((resolve, reject) => {
      child.stdout?.on('data', (chunk: Buffer) => {
        log += chunk.toString();
        if (log.includes('Strapi started successfully')) resolve();
      });
      child.stderr?.on('data', (chunk: Buffer) => (log += chunk.toString()));
      child.once('exit', (code) => reject(new Error(`The CMS exited (${code}):\n${log}`)));
    });
  }, 240_000);

  afterAll(async () => {
    if (!cms || cms.exitCode !== null) return;
    const stopped = new Promise((resolve) => cms?.once('exit', resolve));
    cms.kill('SIGTERM');
    await stopped;
  });

  it('says how many articles each run added and how long it took, and sends no cache purge', () => {
    expect(outputs[0]).toContain('Sample content seeded in');
    for (const output of outputs) {
      expect(output).toMatch(new RegExp(`Added ${ADDED} generated articles in [\\d.]+ s`));
    }
    expect(outputs[1]).not.toContain('Sample content seeded in');
    expect(purges).toEqual([]);
  });

  it('publishes 60 new articles with unique slugs, a category, 1–4 tags, a feature image and a date in the last ten years', async () => {
    const answer = await get<{ data: Article[]; meta: { pagination: { total: number } } }>(
      '/api/blogs?populate[0]=category&populate[1]=tags&populate[2]=featureImage&pagination[pageSize]=100',
      SHARED.CMS_WEB_TOKEN,
    );
    const sampleSlugs = new Set(fixturePack.articles.map((article) => article.slug));
    expect(answer.meta.pagination.total).toBe(fixturePack.articles.length + 2 * ADDED);
    const added = answer.data.filter((article) => !sampleSlugs.has(article.slug));
    expect(added).toHaveLength(2 * ADDED);

    expect(new Set(added.map((article) => article.slug)).size).toBe(2 * ADDED);
    expect(new Set(added.map((article) => article.title)).size).toBe(2 * ADDED);
    expect(new Set(added.map((article) => article.documentId)).size).toBe(2 * ADDED);
    const categories = fixturePack.categories.map((category) => category.slug);
    const tags = fixturePack.tags.map((tag) => tag.slug);
    const now = Date.now();
    for (const article of added) {
      expect(article.slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
      expect(categories).toContain(article.category?.slug);
      expect(article.tags.length).toBeGreaterThanOrEqual(1);
      expect(article.tags.length).toBeLessThanOrEqual(4);
      for (const tag of article.tags) expect(tags).toContain(tag.slug);
      expect(article.featureImage?.url).toMatch(/^\/uploads\/.+/);
      expect(article.featureImage?.mime).toMatch(/^image\//);
      const published = Date.parse(article.publishedAt);
      expect(published).toBeLessThanOrEqual(now);
      expect(published).toBeGreaterThan(now - TEN_YEARS_MS);
      expect(article.description.length).toBeGreaterThan(0);
      expect(article.description.length).toBeLessThanOrEqual(500);
    }
    // Dates are spread out, not stamped with the day of the run.
    const years = new Set(added.map((article) => article.publishedAt.slice(0, 4)));
    expect(years.size).toBeGreaterThanOrEqual(4);
  });

  it('writes bodies of a few headed sections, 300–900 words, paragraphs of 60–150 words', async () => {
    const answer = await get<{ data: Article[] }>(
      '/api/blogs?pagination[pageSize]=100&fields[0]=slug&fields[1]=content',
      SHARED.CMS_WEB_TOKEN,
    );
    const sampleSlugs = new Set(fixturePack.articles.map((article) => article.slug));
    const added = answer.data.filter((article) => !sampleSlugs.has(article.slug));
    expect(added).toHaveLength(2 * ADDED);
    for (const { content } of added) {
      const text = (block: Article['content'][number]) =>
        block.children
          .flatMap((child) => [child.text ?? '', ...(child.children ?? []).map((c) => c.text)])
          .join(' ');
      const paragraphs = content.filter((block) => block.type === 'paragraph');
      expect(content.filter((block) => block.type === 'heading').length).toBeGreaterThanOrEqual(2);
      expect(paragraphs.length).toBeGreaterThanOrEqual(3);
      for (const paragraph of paragraphs) {
        expect(words(text(paragraph))).toBeGreaterThanOrEqual(60);
        expect(words(text(paragraph))).toBeLessThanOrEqual(150);
      }
      const total = content.reduce((sum, block) => sum + words(text(block)), 0);
      expect(total).toBeGreaterThanOrEqual(300);
      expect(total).toBeLessThanOrEqual(900);
    }
  });

  it('serves them over GraphQL with their category, tags and feature image', async () => {
    const response = await fetch(`${cmsUrl}/graphql`, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${SHARED.CMS_WEB_TOKEN}`,
        'content-type': 'application/json',
      },
      body: JSON.stringify({
        query: `{ blogs_connection(pagination: { pageSize: 100 }, sort: "publishedAt:desc") {
          nodes { slug category { slug } tags { slug } featureImage { url } seo { metaTitle } }
          pageInfo { total } } }`,
      }),
    });
    const body = (await response.json()) as {
      data: {
        blogs_connection: {
          nodes: {
            slug: string;
            category: { slug: string } | null;
            tags: { slug: string }[];
            featureImage: { url: string } | null;
            seo: { metaTitle: string } | null;
          }[];
          pageInfo: { total: number };
        };
      };
    };
    const { nodes, pageInfo } = body.data.blogs_connection;
    expect(pageInfo.total).toBe(fixturePack.articles.length + 2 * ADDED);
    for (const node of nodes) {
      expect(node.category, node.slug).not.toBeNull();
      expect(node.tags.length, node.slug).toBeGreaterThanOrEqual(1);
      expect(node.featureImage?.url, node.slug).toBeTruthy();
      expect(node.seo?.metaTitle.length, node.slug).toBeLessThanOrEqual(70);
    }
  });

  it("lists them in the admin's content manager as published, each with its draft", async () => {
    const login = await fetch(`${cmsUrl}/admin/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(ADMIN),
    });
    const { data } = (await login.json()) as { data: { token: string } };
    const list = await get<{
      results: { slug: string; status: string }[];
      pagination: { total: number };
    }>('/content-manager/collection-types/api::blog.blog?page=1&pageSize=100', data.token);
    expect(list.pagination.total).toBe(fixturePack.articles.length + 2 * ADDED);
    expect(list.results.map((entry) => entry.status)).toEqual(list.results.map(() => 'published'));
  });
});
