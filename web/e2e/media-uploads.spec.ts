import { randomUUID } from 'node:crypto';
import { rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { cmsGraphql } from './support/cms';
import { adminContext, cmsUrl, openInAdmin } from './support/cms-admin';

// Media uploads could run script on the site's origin (docs/security.md): an author uploaded a
// page and a script, and the site served them from /uploads as its own. Now the media library
// refuses anything but pictures, videos and PDFs, and the site's /uploads serves nothing else,
// not even a file stored before the library refused them.

const REFUSED = (name: string) =>
  `"${name}" cannot be added: the media library takes pictures (JPEG, PNG, GIF, WebP), videos (MP4, WebM) and PDF files only, told by what the file holds, not by its name.`;
const MEDIA_CSP = "default-src 'none'; sandbox";

/** What the attack stored: a page that loads a script that reads the reader's session. */
const SCRIPT = `document.title = 'script ran'; fetch('/api/auth/session');`;
const page = (script: string) =>
  `<!doctype html><title>old upload</title><script src="/uploads/${script}"></script>`;
const SVG = `<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>document.title = 'script ran'</script></svg>`;

/** The CMS's public folder (the stack's CMS keeps media in cms/public/uploads). */
const uploadsDir = join(
  process.env.CMS_PUBLIC_DIR ?? join(process.cwd(), '..', 'cms', 'public'),
  'uploads',
);

test.describe('media uploads', () => {
  test.describe.configure({ timeout: 240_000 });

  test('an author’s page and SVG with a script are refused in the media library, with the reason', async ({
    browser,
  }) => {
    const admin = await (await adminContext(browser, 'CMS_SEED_AUTHOR')).newPage();
    await openInAdmin(admin, `${cmsUrl}/admin/plugins/upload`);
    const stored: string[] = [];
    admin.on('response', (response) => {
      if (response.url().includes('/upload') && response.request().method() === 'POST')
        stored.push(`${response.status()}`);
    });
    await admin.locator('input[type="file"]').setInputFiles([
      { name: 'page.html', mimeType: 'text/html', buffer: Buffer.from(page('x.js')) },
      { name: 'img.svg', mimeType: 'image/svg+xml', buffer: Buffer.from(SVG) },
    ]);
    for (const name of ['page.html', 'img.svg'])
      await expect(admin.getByText(REFUSED(name))).toBeVisible({ timeout: 60_000 });
    // Nothing was kept: every upload the page sent was refused.
    expect(stored.length).toBeGreaterThan(0);
    expect(stored.every((status) => status === '400')).toBe(true);
  });

  test('a page, a script and an SVG stored before the check never run from the site’s /uploads', async ({
    page: reader,
    baseURL,
  }) => {
    const id = randomUUID().slice(0, 8);
    const files = {
      [`old_page_${id}.html`]: page(`old_script_${id}.js`),
      [`old_script_${id}.js`]: SCRIPT,
      [`old_img_${id}.svg`]: SVG,
    };
    for (const [name, text] of Object.entries(files)) writeFileSync(join(uploadsDir, name), text);
    try {
      // The CMS still holds them (as an old library would)...
      const atCms = await reader.request.get(`${cmsUrl}/uploads/old_page_${id}.html`);
      expect(atCms.status()).toBe(200);
      expect(atCms.headers()['content-security-policy']).toBe(MEDIA_CSP);
      expect(atCms.headers()['content-disposition']).toBe('attachment');

      // ...and the site serves none of them, with a policy that lets nothing run.
      for (const name of Object.keys(files)) {
        const answer = await reader.goto(`${baseURL}/uploads/${name}`);
        expect(answer?.status(), name).toBe(404);
        expect(answer?.headers()['content-security-policy'], name).toBe(MEDIA_CSP);
        expect(answer?.headers()['x-content-type-options'], name).toBe('nosniff');
        await expect(reader.locator('body'), name).toHaveText('Not Found');
        expect(await reader.title(), name).not.toBe('script ran');
      }
    } finally {
      for (const name of Object.keys(files)) rmSync(join(uploadsDir, name), { force: true });
    }
  });

  test('the site’s pictures still load, with the media headers', async ({ request, baseURL }) => {
    const { blogs } = await cmsGraphql<{ blogs: { featureImage: { url: string } | null }[] }>(
      '{ blogs(pagination: { limit: 1 }) { featureImage { url } } }',
    );
    const url = blogs[0]?.featureImage?.url ?? '';
    expect(url).toMatch(/^\/uploads\/.+\.(jpe?g|png)$/);
    for (const accept of ['image/webp,image/*', 'image/png,image/jpeg']) {
      const answer = await request.get(`${baseURL}${url}`, { headers: { accept } });
      expect(answer.status(), accept).toBe(200);
      expect(answer.headers()['content-type'], accept).toMatch(
        accept.startsWith('image/webp') ? /^image\/webp$/ : /^image\/(jpeg|png)$/,
      );
      expect(answer.headers()['content-security-policy'], accept).toBe(MEDIA_CSP);
      expect(answer.headers()['x-content-type-options'], accept).toBe('nosniff');
    }
  });
});
