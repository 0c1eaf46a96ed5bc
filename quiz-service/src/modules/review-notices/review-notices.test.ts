import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { waitForMail } from '../../../test/support/helpers';
import { createTestApp, type TestApp } from '../../../test/support/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const notice = {
  to: 'ada.author@apogee.example',
  name: 'Ada',
  title: 'Gliders of the Andes',
  stage: 'Changes requested',
  by: 'Grace Editor',
  editUrl: 'https://cms.apogee.example/admin/content-manager/collection-types/api::blog.blog/abc',
};

describe('POST /api/internal/review-notices', () => {
  it('e-mails the author that their piece changed stage, with what to do next', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/internal/review-notices',
      headers: { authorization: `Bearer ${t.config.newsroomMailSecret}` },
      payload: notice,
    });
    expect(res.statusCode).toBe(202);
    const mail = await waitForMail(t.config, notice.to);
    expect(mail.subject).toBe('“Gliders of the Andes” is now changes requested');
    expect(mail.text).toContain(
      'Grace Editor moved your piece “Gliders of the Andes” to Changes requested. The editor asks for changes',
    );
    expect(mail.text).toContain(`Open it in the newsroom: ${notice.editUrl}`);
  });

  it('takes notices only from the CMS, with a clear 400 for a wrong one', async () => {
    const stranger = await t.app.inject({
      method: 'POST',
      url: '/api/internal/review-notices',
      payload: notice,
    });
    expect(stranger.statusCode).toBe(401);
    // The webhook's and the newsroom reads' secrets send no e-mail: only the mail secret does.
    for (const secret of [t.config.cmsWebhookSecret, t.config.newsroomReadSecret]) {
      const other = await t.app.inject({
        method: 'POST',
        url: '/api/internal/review-notices',
        headers: { authorization: `Bearer ${secret}` },
        payload: { ...notice, to: 'not.sent@apogee.example' },
      });
      expect(other.statusCode).toBe(401);
      expect(other.json().error).toEqual({
        code: 'UNAUTHORIZED',
        message: 'A valid secret is required.',
      });
    }
    const wrong = await t.app.inject({
      method: 'POST',
      url: '/api/internal/review-notices',
      headers: { authorization: `Bearer ${t.config.newsroomMailSecret}` },
      payload: { ...notice, stage: 'Spiked' },
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().error.code).toBe('VALIDATION_FAILED');
  });
});
