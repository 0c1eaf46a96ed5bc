import { readFileSync, readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { SESSION_HINT_HEADER } from '../../src/lib/session/session-hint-header';
import {
  PERSONAL_PAGES,
  isPersonalPage,
  pageAudience,
  prepareForAudience,
  sharedPageCookie,
} from './page-audience';

const SESSION = 'apogee_session=eyJ.reader-one.sig';
const request = (path: string, headers: Record<string, string> = {}, method = 'GET') =>
  new Request(`http://localhost${path}`, { method, headers });

describe('who a page is for', () => {
  it.each([
    ['an article', 'GET', '/concorde-legacy', SESSION, 'everyone'],
    ['the home page', 'GET', '/', SESSION, 'everyone'],
    ['a category', 'GET', '/category/space', SESSION, 'everyone'],
    ['a magazine', 'HEAD', '/publications/2026-05', SESSION, 'everyone'],
    ['the quiz', 'GET', '/quizzes', SESSION, 'everyone'],
    ['the stories', 'GET', '/stories', SESSION, 'everyone'],
    ['the profile', 'GET', '/profile', SESSION, 'reader'],
    ['the profile over https', 'GET', '/profile', `__Host-${SESSION}`, 'reader'],
    ['the account security page', 'GET', '/account-security', SESSION, 'reader'],
    ['the score dashboard', 'GET', '/your-move', SESSION, 'reader'],
    ['the story form', 'GET', '/create-story', SESSION, 'reader'],
    ['the login page', 'GET', '/login', SESSION, 'reader'],
    ['a page under a personal one', 'GET', '/edit-profile/photo', SESSION, 'reader'],
    [
      'an article whose name starts like a personal page',
      'GET',
      '/profile-of-a-pilot',
      SESSION,
      'everyone',
    ],
    [
      "a visitor's profile page (sent to log in)",
      'GET',
      '/profile',
      'cookieAccepted=true',
      'everyone',
    ],
    ["a visitor's login page", 'GET', '/login', null, 'everyone'],
    ['a server function', 'GET', '/_serverFn/abc123', SESSION, 'reader'],
    ["a visitor's server function", 'GET', '/_serverFn/abc123', null, 'reader'],
    ['the draft preview', 'GET', '/preview', null, 'reader'],
    ['the CMS webhook', 'POST', '/internal/cms-webhook', null, 'reader'],
    ['a form post', 'POST', '/concorde-legacy', null, 'reader'],
  ] as const)('%s: %s %s', (_name, method, pathname, cookie, audience) => {
    expect(pageAudience({ method, pathname, cookie })).toBe(audience);
  });

  it('renders a page for everyone with the cookie banner’s answer only', () => {
    expect(sharedPageCookie(`${SESSION}; cookieAccepted=true; _ga=GA1.2.3`)).toBe(
      'cookieAccepted=true',
    );
    expect(sharedPageCookie(`cookieAcceptedLater=1; ${SESSION}`)).toBeNull();
    expect(sharedPageCookie(null)).toBeNull();
  });
});

describe('a request prepared for its audience', () => {
  it('loses a signed-in reader’s session on a page for everyone, and carries the hint instead', () => {
    const article = request('/concorde-legacy', {
      cookie: `${SESSION}; cookiePreferences=%7B%7D; cookieAccepted=true`,
    });
    expect(prepareForAudience(article)).toBe('everyone');
    expect(article.headers.get('cookie')).toBe('cookieAccepted=true');
    expect(article.headers.get(SESSION_HINT_HEADER)).toBe('1');

    const onlySession = request('/concorde-legacy', { cookie: SESSION });
    prepareForAudience(onlySession);
    expect(onlySession.headers.has('cookie')).toBe(false);
  });

  it('keeps every cookie of a personal page, and no hint', () => {
    const profile = request('/profile', { cookie: `${SESSION}; cookieAccepted=true` });
    expect(prepareForAudience(profile)).toBe('reader');
    expect(profile.headers.get('cookie')).toBe(`${SESSION}; cookieAccepted=true`);
    expect(profile.headers.has(SESSION_HINT_HEADER)).toBe(false);
  });

  it('removes a hint the browser sent itself', () => {
    const forged = request('/concorde-legacy', { [SESSION_HINT_HEADER]: '1' });
    prepareForAudience(forged);
    expect(forged.headers.has(SESSION_HINT_HEADER)).toBe(false);
    const forgedOnProfile = request('/profile', { cookie: SESSION, [SESSION_HINT_HEADER]: '1' });
    prepareForAudience(forgedOnProfile);
    expect(forgedOnProfile.headers.has(SESSION_HINT_HEADER)).toBe(false);
  });

  it('gives two signed-in readers the same request to render, apart from visitors’ and from personal pages', () => {
    const prepared = (path: string, cookie?: string) => {
      const prepared = request(path, cookie ? { cookie } : {});
      return { audience: prepareForAudience(prepared), request: prepared };
    };
    const rendered = ({ request }: { request: Request }) => [
      request.headers.get('cookie'),
      request.headers.get(SESSION_HINT_HEADER),
    ];
    const one = prepared('/concorde-legacy', `${SESSION}; cookieAccepted=true`);
    const two = prepared(
      '/concorde-legacy',
      'apogee_session=eyJ.reader-two.sig; cookieAccepted=true',
    );
    const visitor = prepared('/concorde-legacy', 'cookieAccepted=true');
    expect([one.audience, two.audience, visitor.audience]).toEqual([
      'everyone',
      'everyone',
      'everyone',
    ]);
    expect(rendered(one)).toEqual(['cookieAccepted=true', '1']);
    expect(rendered(two)).toEqual(rendered(one));
    // A browser that kept the visitor's page gets another once signed in (another identity).
    expect(rendered(visitor)).toEqual(['cookieAccepted=true', null]);

    const profile = prepared('/profile', SESSION);
    expect(profile.audience).toBe('reader');
    expect(profile.request.headers.get('cookie')).toBe(SESSION);
  });
});

describe('the list of personal pages', () => {
  const routesDir = fileURLToPath(new URL('../../src/routes/', import.meta.url));
  const routes = readdirSync(routesDir, { withFileTypes: true })
    .filter((entry) => entry.isFile() && /\.tsx?$/.test(entry.name))
    .map((entry) => {
      const source = readFileSync(`${routesDir}${entry.name}`, 'utf8');
      const path = /createFileRoute\('([^']+)'\)/.exec(source)?.[1];
      return { file: entry.name, source, path };
    });

  it('holds every page whose server render reads the session (its guard)', () => {
    const guarded = routes.filter(({ source }) =>
      /beforeLoad: (requireUser|redirectSignedInUser)\b/.test(source),
    );
    expect(guarded.length).toBeGreaterThanOrEqual(6);
    for (const route of guarded)
      expect([route.file, isPersonalPage(route.path!)]).toEqual([route.file, true]);
  });

  it('names pages that exist', () => {
    const paths = new Set(routes.map((route) => route.path));
    for (const page of PERSONAL_PAGES) expect([page, paths.has(page)]).toEqual([page, true]);
  });
});
