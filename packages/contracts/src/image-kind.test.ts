import { describe, expect, it } from 'vitest';
import { imageKind } from './image-kind';

const bytes = (...values: (number | string)[]) =>
  new Uint8Array(
    values.flatMap((value) =>
      typeof value === 'string' ? [...value].map((c) => c.charCodeAt(0)) : [value],
    ),
  );

describe('a picture told by its first bytes', () => {
  it('knows JPEG, PNG, GIF and WebP', () => {
    expect(imageKind(bytes(0xff, 0xd8, 0xff, 0xe0))).toBe('jpeg');
    expect(imageKind(bytes(0x89, 'PNG', 0x0d, 0x0a, 0x1a, 0x0a, 0))).toBe('png');
    expect(imageKind(bytes('GIF89a'))).toBe('gif');
    expect(imageKind(bytes('GIF87a'))).toBe('gif');
    expect(imageKind(bytes('RIFF', 0, 0, 0, 0, 'WEBP'))).toBe('webp');
  });

  it('refuses anything else, whatever it is called', () => {
    expect(imageKind(bytes('Hello, this is text'))).toBeNull();
    expect(imageKind(bytes('<svg xmlns="http://www.w3.org/2000/svg">'))).toBeNull();
    expect(imageKind(bytes('%PDF-1.7'))).toBeNull();
    expect(imageKind(bytes('RIFF', 0, 0, 0, 0, 'WAVE'))).toBeNull();
    expect(imageKind(bytes(0x89, 'PNG'))).toBeNull();
    expect(imageKind(new Uint8Array())).toBeNull();
  });
});
