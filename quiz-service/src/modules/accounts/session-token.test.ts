import { afterEach, describe, expect, it, vi } from 'vitest';
import { readSessionToken, signSessionToken } from './session-token';

const SECRET = 'a-session-secret-of-enough-length-0001';
const OTHER_SECRET = 'another-session-secret-of-length-0002';
const SESSION_ID = '3f1c2a9e-7b4d-4c61-9a2f-0d5e8b7c6a13';
const inAnHour = () => new Date(Date.now() + 3600_000);

describe('session tokens', () => {
  afterEach(() => vi.useRealTimers());

  it('read back the session id they were signed with, every time', async () => {
    const token = await signSessionToken(SECRET, SESSION_ID, inAnHour());
    expect(await readSessionToken(SECRET, token)).toBe(SESSION_ID);
    expect(await readSessionToken(SECRET, token)).toBe(SESSION_ID);
  });

  it('are refused under another secret, also after being accepted under theirs', async () => {
    const token = await signSessionToken(SECRET, SESSION_ID, inAnHour());
    expect(await readSessionToken(SECRET, token)).toBe(SESSION_ID);
    expect(await readSessionToken(OTHER_SECRET, token)).toBeNull();
  });

  it('are refused when a character of the signature or payload is changed', async () => {
    const token = await signSessionToken(SECRET, SESSION_ID, inAnHour());
    const [header, payload, signature] = token.split('.') as [string, string, string];
    const flip = (part: string) => (part.startsWith('A') ? 'B' : 'A') + part.slice(1);
    expect(await readSessionToken(SECRET, `${header}.${payload}.${flip(signature)}`)).toBeNull();
    expect(await readSessionToken(SECRET, `${header}.${flip(payload)}.${signature}`)).toBeNull();
    expect(await readSessionToken(SECRET, 'not-a-token')).toBeNull();
  });

  it('stop being accepted when they expire, even once accepted before', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const token = await signSessionToken(SECRET, SESSION_ID, new Date(Date.now() + 60_000));
    expect(await readSessionToken(SECRET, token)).toBe(SESSION_ID);
    vi.setSystemTime(Date.now() + 61_000);
    expect(await readSessionToken(SECRET, token)).toBeNull();
  });

  it('are refused when already expired', async () => {
    const token = await signSessionToken(SECRET, SESSION_ID, new Date(Date.now() - 1000));
    expect(await readSessionToken(SECRET, token)).toBeNull();
  });
});
