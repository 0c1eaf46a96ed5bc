import { describe, expect, inject, it } from 'vitest';
import { cmsUrl, receivedWebhooks, request } from './support/client';

const SECRET = 'Bearer test-newsroom-newsletter-secret';

async function callsTo(prefix: string) {
  return (await receivedWebhooks()).filter((call) => call.path.startsWith(prefix));
}

function csvUpload(csv: string) {
  const form = new FormData();
  form.append('file', new Blob([csv], { type: 'text/csv' }), 'members.csv');
  return form;
}

describe("the newsroom's Subscribers page", () => {
  it('is for editors and administrators only: authors get 403, strangers 401', async () => {
    expect((await request('/newsroom/subscribers')).status).toBe(401);
    const before = (await callsTo('/api/internal/newsletter/subscribers')).length;
    for (const [path, method] of [
      ['/newsroom/subscribers', 'GET'],
      ['/newsroom/subscribers/export', 'GET'],
      ['/newsroom/subscribers/import?dryRun=false', 'POST'],
    ] as const) {
      const author = await request<{ error: { message: string } }>(path, {
        method,
        token: inject('authorJwt'),
        ...(method === 'POST' ? { body: csvUpload('email\nada@example.com\n') } : {}),
      });
      expect(author.status).toBe(403);
      expect(author.body.error.message).toBe("Only editors can open the newsletter's subscribers.");
    }
    // Refused before the quiz-service is asked anything.
    expect(await callsTo('/api/internal/newsletter/subscribers')).toHaveLength(before);
  });

  it("passes an editor's list and export on with the newsletter secret and the filters only", async () => {
    const token = inject('newsroomEditorJwt');
    const list = await request('/newsroom/subscribers?q=okafor&status=confirmed&extra=1', {
      token,
    });
    // The test's stand-in for the quiz-service answers 204.
    expect(list.status).toBe(204);
    const asked = (await callsTo('/api/internal/newsletter/subscribers?')).at(-1);
    expect(asked?.path).toBe('/api/internal/newsletter/subscribers?q=okafor&status=confirmed');
    expect(asked?.authorization).toBe(SECRET);

    const download = await fetch(cmsUrl('/newsroom/subscribers/export?topic=space&after=x'), {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(download.status).toBe(204);
    expect((await callsTo('/api/internal/newsletter/subscribers/export')).at(-1)).toMatchObject({
      path: '/api/internal/newsletter/subscribers/export?topic=space',
      authorization: SECRET,
    });
  });

  it('sends the uploaded CSV on as it is, a dry run unless asked otherwise', async () => {
    const token = inject('newsroomEditorJwt');
    const csv = 'email,name\nmirela.okafor@example.org,Mirela Okafor\n';
    const dry = await request('/newsroom/subscribers/import', {
      method: 'POST',
      token,
      body: csvUpload(csv),
    });
    expect(dry.status).toBe(204);
    const call = (await callsTo('/api/internal/newsletter/subscribers/import')).at(-1);
    expect(call?.path).toBe('/api/internal/newsletter/subscribers/import?dryRun=true');
    expect(call?.authorization).toBe(SECRET);
    expect(call?.body.raw).toBe(csv);

    await request('/newsroom/subscribers/import?dryRun=false', {
      method: 'POST',
      token,
      body: csvUpload(csv),
    });
    expect((await callsTo('/api/internal/newsletter/subscribers/import')).at(-1)?.path).toBe(
      '/api/internal/newsletter/subscribers/import?dryRun=false',
    );

    const noFile = await request<{ error: { message: string } }>('/newsroom/subscribers/import', {
      method: 'POST',
      token,
      json: {},
    });
    expect(noFile.status).toBe(400);
    expect(noFile.body.error.message).toBe('Choose a CSV file to import.');
  });
});
