import { describe, expect, it } from 'vitest';
import { hasBearerSecret, requestHasBearerSecret, secretsMatch } from './internal-secret';

const request = (authorization?: string) =>
  new Request('http://localhost/internal/cms-webhook', {
    method: 'POST',
    headers: authorization ? { authorization } : {},
  });

describe('secretsMatch', () => {
  it('matches the same secret only', () => {
    expect(secretsMatch('s3cret', 's3cret')).toBe(true);
    expect(secretsMatch('s3creT', 's3cret')).toBe(false);
    expect(secretsMatch('s3cret-and-more', 's3cret')).toBe(false);
    expect(secretsMatch('s3cre', 's3cret')).toBe(false);
  });

  it('never matches a missing value or an unset secret', () => {
    expect(secretsMatch(undefined, 's3cret')).toBe(false);
    expect(secretsMatch(null, 's3cret')).toBe(false);
    expect(secretsMatch('', '')).toBe(false);
    expect(secretsMatch('anything', '')).toBe(false);
  });

  it('compares the bytes, so a secret outside ASCII matches itself only', () => {
    expect(secretsMatch('clé-été', 'clé-été')).toBe(true);
    expect(secretsMatch('cle-ete', 'clé-été')).toBe(false);
  });
});

describe('the bearer secret', () => {
  it('accepts the shared secret as a bearer token', () => {
    expect(hasBearerSecret('Bearer s3cret', 's3cret')).toBe(true);
    expect(requestHasBearerSecret(request('Bearer s3cret'), 's3cret')).toBe(true);
  });

  it('refuses a missing, different or differently sized secret, or another scheme', () => {
    expect(requestHasBearerSecret(request(), 's3cret')).toBe(false);
    expect(requestHasBearerSecret(request('Bearer s3creT'), 's3cret')).toBe(false);
    expect(requestHasBearerSecret(request('Bearer s3cret-and-more'), 's3cret')).toBe(false);
    expect(requestHasBearerSecret(request('Basic s3cret'), 's3cret')).toBe(false);
    expect(hasBearerSecret('Bearer ', 's3cret')).toBe(false);
    expect(hasBearerSecret('bearer s3cret', 's3cret')).toBe(false);
    expect(hasBearerSecret(undefined, 's3cret')).toBe(false);
  });
});
