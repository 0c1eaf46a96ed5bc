import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/support/test-app';
import { NUL_CHARACTER_MESSAGE } from './text-input';

describe('text with a NUL character', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('is refused with 400 and a message, not passed to the database', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/password-reset/request',
      payload: { usernameOrEmail: 'a\u0000b' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      error: { code: 'VALIDATION_FAILED', message: NUL_CHARACTER_MESSAGE },
    });
  });

  it('is refused by the old paths too, in their own shape', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/legacy/user/generate-otp',
      payload: { usernameOrEmail: 'a\u0000b' },
    });
    expect(res.statusCode).toBe(400);
    expect(JSON.stringify(res.json())).toContain(NUL_CHARACTER_MESSAGE);
  });
});
