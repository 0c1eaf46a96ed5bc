import { describe, expect, it } from 'vitest';
import { changeFromWebhook } from './content-change';

describe('the change a CMS webhook names', () => {
  it('reads the CMS’s payload', () => {
    const body = JSON.stringify({
      event: 'entry.publish',
      model: 'blog',
      documentId: 'abc123',
      slug: 'lunar-water-ice',
    });
    expect(changeFromWebhook(body)).toEqual({
      event: 'entry.publish',
      model: 'blog',
      documentId: 'abc123',
      slug: 'lunar-water-ice',
    });
  });

  it('names no change for an empty, broken or foreign body (then every page goes)', () => {
    expect(changeFromWebhook('')).toBeNull();
    expect(changeFromWebhook('{"event":')).toBeNull();
    expect(changeFromWebhook('{"purge":"all"}')).toBeNull();
  });
});
