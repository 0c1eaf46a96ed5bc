import { describe, expect, it } from 'vitest';
import { CONTENT_CHANGES_CHANNEL, contentChangesChannel } from './content-changes';

describe('contentChangesChannel', () => {
  it('names the database when it is not 0, as Redis shares channels across databases', () => {
    expect(contentChangesChannel('redis://127.0.0.1:6379')).toBe(CONTENT_CHANGES_CHANNEL);
    expect(contentChangesChannel('redis://127.0.0.1:6379/0')).toBe(CONTENT_CHANGES_CHANNEL);
    expect(contentChangesChannel('redis://:secret@cache.internal:6380/3')).toBe(
      'apogee:content-changes:3',
    );
    expect(contentChangesChannel('rediss://cache.internal/12?family=6')).toBe(
      'apogee:content-changes:12',
    );
    expect(contentChangesChannel('not a url')).toBe(CONTENT_CHANGES_CHANNEL);
  });
});
