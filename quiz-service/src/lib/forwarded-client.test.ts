import { FORWARDED_PROOF_HEADER } from '@apogee/contracts/forwarded-proof';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshIp, signUp } from '../../test/support/helpers';
import { createTestApp, type TestApp } from '../../test/support/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const TOO_MANY = 'Too many login attempts. Please try again later.';

/** 35 failed logins from one connection, each naming another reader's address. */
async function loginsNaming(proof: Record<string, string>): Promise<number[]> {
  const connection = freshIp();
  const statuses: number[] = [];
  for (let i = 1; i <= 35; i++) {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      // Another typed name each time: the per-account limit stays out of the way.
      payload: { emailOrUsername: `nobody-${connection}-${i}`, password: 'wrong-password' },
      headers: { 'x-forwarded-for': `198.51.100.${i}`, ...proof },
      remoteAddress: connection,
    });
    statuses.push(res.statusCode);
    if (res.statusCode === 429) expect(res.json().error.message).toBe(TOO_MANY);
  }
  return statuses;
}

describe('the address the service limits by', () => {
  it('is the connection’s own when a forged X-Forwarded-For comes straight to the service', async () => {
    const statuses = await loginsNaming({});
    // 30 logins per address in 15 minutes: the 31st and later are refused.
    expect(statuses.slice(0, 30).every((status) => status === 401)).toBe(true);
    expect(statuses.slice(30)).toEqual([429, 429, 429, 429, 429]);
  });

  it('is the connection’s own when the proof is wrong', async () => {
    for (const wrong of ['nope', `${t.config.forwardedForSecret}x`, t.config.cmsWebhookSecret]) {
      const statuses = await loginsNaming({ [FORWARDED_PROOF_HEADER]: wrong });
      expect(statuses.slice(30)).toEqual([429, 429, 429, 429, 429]);
    }
  });

  it('is the reader’s the web names, with the web’s proof', async () => {
    const statuses = await loginsNaming({ [FORWARDED_PROOF_HEADER]: t.config.forwardedForSecret });
    expect(statuses.filter((status) => status !== 401)).toEqual([]);
  });

  it('shows in the reader’s sessions list as the service believed it', async () => {
    const account = await signUp(t.app);
    const sessionFrom = async (headers: Record<string, string>, remoteAddress: string) => {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { emailOrUsername: account.username, password: account.password },
        headers,
        remoteAddress,
      });
      expect(res.statusCode).toBe(200);
      const cookie = res.cookies[0]!;
      const sessions = await t.app.inject({
        method: 'GET',
        url: '/api/account/sessions',
        headers: { cookie: `${cookie.name}=${cookie.value}` },
      });
      const current = (sessions.json() as { sessions: { ip: string; current: boolean }[] })
        .sessions;
      return current.find((session) => session.current)?.ip;
    };
    const direct = freshIp();
    expect(await sessionFrom({ 'x-forwarded-for': '203.0.113.66' }, direct)).toBe(direct);
    // Through the web and a balancer that appends its own peer: the web's entry is the first.
    const proven = {
      'x-forwarded-for': '203.0.113.77, 10.0.0.9',
      [FORWARDED_PROOF_HEADER]: t.config.forwardedForSecret,
    };
    expect(await sessionFrom(proven, freshIp())).toBe('203.0.113.77');
  });
});
