import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/support/test-app';

let t: TestApp;
let doc: {
  openapi: string;
  paths: Record<string, Record<string, Record<string, unknown>>>;
};

beforeAll(async () => {
  t = await createTestApp();
  const res = await t.app.inject({ method: 'GET', url: '/api/openapi.json' });
  expect(res.statusCode).toBe(200);
  expect(res.headers['content-type']).toMatch(/^application\/json/);
  doc = res.json();
});
afterAll(async () => {
  await t.close();
});

/** Every call of docs/product/rest-adapter.md, under the adapter's base. */
const LEGACY_OPERATIONS = [
  'post /contact/addcontact',
  'post /contact/addComment',
  'post /contact/subscribe',
  'get /blog/fetchblog',
  'get /blog/individualBlog/{slug}',
  'get /blog/{category_slug}',
  'get /blog/related{tag}',
  'get /blog/related/{tag}',
  'get /blog/tag/{tag}',
  'get /blog/fetchcategory',
  'get /blog/latestblog',
  'get /magazine/fetchallmagazine',
  'get /magazine/fetchOnemagazine/{magazine_slug}',
  'get /story/get-story',
  'get /story/getstory/{story_slug}',
  'post /api/story/add-story',
  'post /user/generate-otp',
  'post /user/verify-otp',
  'post /user/update-password',
  'post /user/login',
  'post /user/signup',
  'get /user/checkauth',
  'get /user/logout',
  'put /user/update-user/{userId}',
  'get /quiz/get-quiz',
  'post /quiz/quiz-analytic-save',
  'get /quiz/get-all-quiz-analytics/{userId}',
  'get /quiz/current-quiz-analysis/{userId}',
  'get /quiz/get-quiz-analytic/{userId}',
];

describe('GET /api/openapi.json', () => {
  it('describes every path of the REST adapter', () => {
    expect(doc.openapi).toMatch(/^3\./);
    for (const operation of LEGACY_OPERATIONS) {
      const [method, path] = operation.split(' ') as [string, string];
      expect(doc.paths[`/api/legacy${path}`]?.[method], operation).toBeDefined();
    }
  });

  it('describes the JSON API too', () => {
    for (const path of [
      '/api/auth/login',
      '/api/auth/signup',
      '/api/password-reset/request',
      '/api/profile',
      '/api/quiz/next',
      '/api/quiz/answers',
      '/api/comments',
      '/api/contact',
      '/api/newsletter/subscribe',
    ])
      expect(doc.paths[path], path).toBeDefined();
    expect(doc.paths['/api/openapi.json']).toBeUndefined();
  });

  it('says which paths take multipart forms', () => {
    const story = doc.paths['/api/legacy/api/story/add-story']!.post as {
      requestBody?: { content: Record<string, unknown> };
      description?: string;
    };
    expect(story.description).toContain('media_type');
    const profile = doc.paths['/api/legacy/user/update-user/{userId}']!.put as {
      description?: string;
    };
    expect(profile.description).toContain('user_profile');
  });

  it('marks the paths that need the session cookie', () => {
    const security = (path: string, method: string) =>
      (doc.paths[`/api/legacy${path}`]![method] as { security?: unknown }).security;
    expect(security('/quiz/quiz-analytic-save', 'post')).toEqual([{ session: [] }]);
    expect(security('/quiz/get-quiz-analytic/{userId}', 'get')).toEqual([{ session: [] }]);
    expect(security('/user/update-user/{userId}', 'put')).toEqual([{ session: [] }]);
    expect(security('/api/story/add-story', 'post')).toEqual([{ session: [] }]);
    expect(security('/blog/fetchblog', 'get')).toBeUndefined();
  });

  it('carries the request and answer schemas made from the zod schemas', () => {
    const login = doc.paths['/api/legacy/user/login']!.post as {
      requestBody: {
        content: Record<string, { schema: { properties: object; required: string[] } }>;
      };
      responses: Record<
        string,
        {
          content: Record<
            string,
            { schema: { properties: object; anyOf?: { properties: object }[] } }
          >;
        }
      >;
    };
    const body = login.requestBody.content['application/json']!.schema;
    expect(Object.keys(body.properties).sort()).toEqual([
      'emailOrUsername',
      'password',
      'remember',
    ]);
    expect(body.required.sort()).toEqual(['emailOrUsername', 'password']);
    // Success with UserDetails, or Error: both answered with 200.
    const answers = login.responses['200']!.content['application/json']!.schema.anyOf ?? [];
    expect(answers.map((answer) => Object.keys(answer.properties).sort())).toEqual([
      ['Success', 'UserDetails'],
      ['Error'],
    ]);
    expect(
      Object.keys(login.responses['429']!.content['application/json']!.schema.properties),
    ).toEqual(['Error']);

    const blog = doc.paths['/api/legacy/blog/individualBlog/{slug}']!.get as {
      parameters: { in: string; name: string }[];
      responses: Record<string, { content: Record<string, { schema: { properties: object } }> }>;
    };
    expect(blog.parameters).toEqual(
      expect.arrayContaining([expect.objectContaining({ in: 'path', name: 'slug' })]),
    );
    expect(
      Object.keys(blog.responses['200']!.content['application/json']!.schema.properties),
    ).toContain('formatted_date');
  });
});

describe('GET /api/docs', () => {
  it('serves Swagger UI reading the same description, allowed to run its own scripts only', async () => {
    const index = await t.app.inject({ method: 'GET', url: '/api/docs' });
    expect(index.statusCode).toBe(200);
    expect(index.headers['content-type']).toMatch(/^text\/html/);
    expect(index.body).toContain('<title>Swagger UI</title>');
    expect(index.body).toContain('swagger-ui-bundle.js');
    expect(index.headers['content-security-policy']).toBe(
      "default-src 'self'; base-uri 'self'; frame-ancestors 'none'; img-src 'self' data:; " +
        "object-src 'none'; script-src 'self'; script-src-attr 'none'; style-src 'self'",
    );
    const bundle = await t.app.inject({
      method: 'GET',
      url: '/api/docs/static/swagger-ui-bundle.js',
    });
    expect(bundle.statusCode).toBe(200);

    const described = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(described.statusCode).toBe(200);
    expect(Object.keys(described.json().paths)).toEqual(Object.keys(doc.paths));
  });

  it('keeps the docs out of the description itself', () => {
    expect(Object.keys(doc.paths).filter((path) => path.startsWith('/api/docs'))).toEqual([]);
  });
});
