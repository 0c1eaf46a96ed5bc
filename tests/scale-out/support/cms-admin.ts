import { expect } from 'vitest';
import { secrets, topology } from './topology';

/** The CMS admin API as the development administrator (what the admin's own screens call). */
export async function cmsAdmin() {
  const cms = topology().urls.cms;
  const { CMS_SEED_ADMIN_EMAIL: email, CMS_SEED_ADMIN_PASSWORD: password } = secrets();
  const login = await fetch(`${cms}/admin/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  expect(login.status, 'CMS admin login').toBe(200);
  const token = ((await login.json()) as { data: { token: string } }).data.token;
  const headers = { 'content-type': 'application/json', authorization: `Bearer ${token}` };
  const blogs = `${cms}/content-manager/collection-types/api::blog.blog`;
  return {
    /** Changes an article's title and publishes it (the CMS then calls its one webhook). */
    async retitle(documentId: string, title: string) {
      const body = JSON.stringify({ title });
      const saved = await fetch(`${blogs}/${documentId}`, { method: 'PUT', headers, body });
      expect(saved.status, await saved.clone().text()).toBeLessThan(300);
      const published = await fetch(`${blogs}/${documentId}/actions/publish`, {
        method: 'POST',
        headers,
        body,
      });
      expect(published.status, await published.clone().text()).toBeLessThan(300);
    },
  };
}
