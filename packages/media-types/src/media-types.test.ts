import { describe, expect, it } from 'vitest';
import { mediaTypeOf, nameForType } from './media-types.js';

const bytes = (...parts: (string | number[])[]) =>
  Buffer.concat(parts.map((part) => Buffer.from(part as never, 'latin1')));

describe('mediaTypeOf', () => {
  it('tells the types the site shows by their first bytes', () => {
    expect(mediaTypeOf(bytes([0xff, 0xd8, 0xff, 0xe0], 'JFIF'))).toBe('image/jpeg');
    expect(mediaTypeOf(bytes([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0]))).toBe(
      'image/png',
    );
    expect(mediaTypeOf(bytes('GIF89a', [1, 0]))).toBe('image/gif');
    expect(mediaTypeOf(bytes('RIFF', [0x24, 0, 0, 0], 'WEBPVP8 '))).toBe('image/webp');
    expect(mediaTypeOf(bytes([0, 0, 0, 0x20], 'ftypisom', [0, 0, 2, 0]))).toBe('video/mp4');
    expect(mediaTypeOf(bytes([0x1a, 0x45, 0xdf, 0xa3, 0x9f, 0x42, 0x86]))).toBe('video/webm');
    expect(mediaTypeOf(bytes('%PDF-1.7\n'))).toBe('application/pdf');
  });

  it('refuses what browsers run as a page or a script, whatever its name says', () => {
    expect(mediaTypeOf(bytes('<!doctype html><script src="/uploads/x.js"></script>'))).toBeNull();
    expect(mediaTypeOf(bytes('<svg xmlns="http://www.w3.org/2000/svg"><script>'))).toBeNull();
    expect(mediaTypeOf(bytes('<?xml version="1.0"?><svg>'))).toBeNull();
    expect(mediaTypeOf(bytes('fetch("/api/auth/session")'))).toBeNull();
    // A still picture in an ISO media box is not a video the site plays.
    expect(mediaTypeOf(bytes([0, 0, 0, 0x1c], 'ftypavif', [0, 0, 0, 0]))).toBeNull();
    expect(mediaTypeOf(bytes(''))).toBeNull();
  });
});

describe('nameForType', () => {
  it('keeps a name that already says its type, in any case', () => {
    expect(nameForType('Cockpit.JPEG', 'image/jpeg')).toBe('Cockpit.JPEG');
    expect(nameForType('launch.webm', 'video/webm')).toBe('launch.webm');
  });

  it('gives the type’s own extension to a name that says something else', () => {
    expect(nameForType('photo.jpg', 'image/png')).toBe('photo.png');
    expect(nameForType('page.html', 'image/gif')).toBe('page.gif');
    expect(nameForType('no-extension', 'application/pdf')).toBe('no-extension.pdf');
    // A QuickTime file the browsers play as MP4 is stored and served as one.
    expect(nameForType('flypast.mov', 'video/mp4')).toBe('flypast.mp4');
  });
});
