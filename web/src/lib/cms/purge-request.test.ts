import { describe, expect, it } from 'vitest';
import { hasPurgeSecret } from './purge-request.server';

const request = (authorization?: string) =>
  new Request('http://localhost/internal/cms-webhook', {
    method: 'POST',
    headers: authorization ? { authorization } : {},
  });

describe('purge secret check', () => {
  it('accepts the shared secret as a bearer token', () => {
    expect(hasPurgeSecret(request('Bearer s3cret'), 's3cret')).toBe(true);
  });

  it('refuses a missing, different or differently sized secret', () => {
    expect(hasPurgeSecret(request(), 's3cret')).toBe(false);
    expect(hasPurgeSecret(request('Bearer s3creT'), 's3cret')).toBe(false);
    expect(hasPurgeSecret(request('Bearer s3cret-and-more'), 's3cret')).toBe(false);
    expect(hasPurgeSecret(request('Basic s3cret'), 's3cret')).toBe(false);
  });
});
