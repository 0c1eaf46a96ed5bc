import { describe, expect, it } from 'vitest';
import { contentSecurityPolicy, readSecuritySettings } from './headers';
import { readerOriginsOf, withReaderOrigins } from './reader-hosts';

describe("the CMS's reader hosts", () => {
  it('reads one https address per line, as origins', () => {
    expect(
      readerOriginsOf(
        'https://issuu.com/apogee\n\n  https://online.fliphtml5.com  \r\nhttp://plain.example\nnot an address\nhttps://issuu.com',
      ),
    ).toEqual(['https://issuu.com', 'https://online.fliphtml5.com']);
    expect(readerOriginsOf(null)).toEqual([]);
  });

  it('lets the magazine pages frame them beside the operators’ readers', () => {
    const base = readSecuritySettings(
      { MAGAZINE_READER_HOSTS: 'https://reader.apogee-magazine.example' },
      'https://apogee.example',
    );
    const settings = withReaderOrigins(base, [
      'https://issuu.com',
      'https://reader.apogee-magazine.example',
    ]);
    const policy = contentSecurityPolicy(settings, { nonce: 'n' });
    expect(policy).toContain(
      "frame-src 'self' https://reader.apogee-magazine.example https://issuu.com;",
    );
    expect(base.readerOrigins).toEqual(['https://reader.apogee-magazine.example']);
  });
});
