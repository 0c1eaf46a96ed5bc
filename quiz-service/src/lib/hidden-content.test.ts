import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  jpegWithComment,
  jpegWithScriptAfterEnd,
  pixelFloodPng,
  plainJpeg,
  pngWithImageData,
  pngWithText,
  SCRIPT,
} from '../../test/support/hostile-images';
import { mp4Video, webmVideo } from '../../test/support/hostile-videos';
import { findHiddenImageContent, findHiddenVideoContent } from './hidden-content';
import { imageKind, videoKind } from './media-kind';

const hiddenInImage = (data: Buffer) => {
  const kind = imageKind(data);
  if (!kind) throw new Error('not an image');
  return findHiddenImageContent(data, kind);
};

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'apogee-hidden-'));
});
afterAll(() => rm(dir, { recursive: true, force: true }));

let files = 0;
async function hiddenInVideo(data: Buffer) {
  const kind = videoKind(data);
  if (!kind) throw new Error('not a video');
  const path = join(dir, `video-${(files += 1)}`);
  await writeFile(path, data);
  return findHiddenVideoContent(path, kind);
}

const photo = () =>
  sharp({ create: { width: 48, height: 32, channels: 4, background: '#1e3a8a80' } });

describe('pictures as cameras and editors save them carry nothing hidden', () => {
  const cases: [string, () => Promise<Buffer>][] = [
    ['a baseline JPEG', () => plainJpeg()],
    ['a progressive JPEG', () => plainJpeg({ progressive: true })],
    ['a JPEG with EXIF and a colour profile', () => photo().withMetadata().jpeg().toBuffer()],
    ['a PNG with transparency', () => photo().png().toBuffer()],
    ['a GIF', () => photo().gif().toBuffer()],
    ['a lossy WebP with metadata', () => photo().withMetadata().webp().toBuffer()],
    ['a lossless WebP', () => photo().webp({ lossless: true }).toBuffer()],
    [
      'a multi-picture JPEG (a second picture after the first, as phones store HDR gain maps)',
      async () => Buffer.concat([await plainJpeg(), await plainJpeg()]),
    ],
    [
      'a JPEG followed by zero padding',
      async () => Buffer.concat([await plainJpeg(), Buffer.alloc(512)]),
    ],
    [
      'a PNG whose compressed pixels happen to spell "<svg "',
      async () => pngWithImageData(Buffer.from('\x78\x01<svg \x03\x00', 'latin1')),
    ],
  ];
  for (const [name, make] of cases)
    it(name, async () => {
      expect(await hiddenInImage(await make())).toBeNull();
    });
});

describe('pictures that are also something else', () => {
  it('a JPEG with a script after its end marker', async () => {
    expect(await hiddenInImage(await jpegWithScriptAfterEnd())).toBe('data after the end');
  });

  it('a JPEG with a zip archive after its end marker', async () => {
    const zip = Buffer.from('PK\x03\x04\x14\x00\x00\x00payload.php', 'latin1');
    expect(await hiddenInImage(Buffer.concat([await plainJpeg(), zip]))).toBe('data after the end');
  });

  it('a multi-picture JPEG with a script after its last picture', async () => {
    const data = Buffer.concat([await plainJpeg(), await plainJpeg(), Buffer.from(SCRIPT)]);
    expect(await hiddenInImage(data)).toBe('data after the end');
  });

  it('a JPEG whose comment segment holds PHP or an SVG', async () => {
    expect(await hiddenInImage(await jpegWithComment('<?php system($_GET["c"]); ?>'))).toBe(
      'markup',
    );
    expect(await hiddenInImage(await jpegWithComment('<SVG onload="alert(1)">'))).toBe('markup');
  });

  it('a PNG with an HTML page in a text chunk, or bytes after IEND', async () => {
    expect(await hiddenInImage(await pngWithText('<html><body>hi</body></html>'))).toBe('markup');
    const png = await photo().png().toBuffer();
    expect(await hiddenInImage(Buffer.concat([png, Buffer.from('<?php echo 1;')]))).toBe(
      'data after the end',
    );
  });

  it('a PNG whose image data holds a script tag', () => {
    const data = pngWithImageData(Buffer.from(`\x78\x01${SCRIPT}`, 'latin1'));
    return expect(hiddenInImage(data)).resolves.toBe('markup');
  });

  it('a GIF with a comment holding a script, or bytes after its trailer', async () => {
    const gif = await photo().gif().toBuffer();
    const comment = Buffer.concat([
      Buffer.from([0x21, 0xfe, SCRIPT.length]),
      Buffer.from(SCRIPT),
      Buffer.from([0x00]),
    ]);
    const withComment = Buffer.concat([gif.subarray(0, -1), comment, gif.subarray(-1)]);
    expect(await hiddenInImage(withComment)).toBe('markup');
    expect(await hiddenInImage(Buffer.concat([gif, Buffer.from('<html>')]))).toBe(
      'data after the end',
    );
  });

  it('a WebP with bytes after its RIFF container', async () => {
    const webp = await photo().webp().toBuffer();
    expect(await hiddenInImage(Buffer.concat([webp, Buffer.from(SCRIPT)]))).toBe(
      'data after the end',
    );
  });

  it('a broken JPEG-headed HTML page (its markup is found although nothing else parses)', () => {
    const data = Buffer.concat([
      Buffer.from([0xff, 0xd8, 0xff, 0xe0]),
      Buffer.from(`<html>${SCRIPT}</html>`),
    ]);
    return expect(hiddenInImage(data)).resolves.toBe('markup');
  });

  it('a pixel flood carries nothing hidden (the decoder refuses it for its size)', () => {
    return expect(hiddenInImage(pixelFloodPng())).resolves.toBeNull();
  });
});

describe('videos', () => {
  it('an MP4 and a WebM, recorded or streamed, carry nothing hidden', async () => {
    expect(await hiddenInVideo(mp4Video())).toBeNull();
    expect(await hiddenInVideo(webmVideo())).toBeNull();
    expect(await hiddenInVideo(webmVideo({ live: true }))).toBeNull();
    expect(await hiddenInVideo(Buffer.concat([mp4Video(), Buffer.alloc(64)]))).toBeNull();
  });

  it('frames that happen to spell a short tag are frames', async () => {
    const frames = Buffer.from('\x00\x01<svg \x02<html>\x03', 'latin1');
    expect(await hiddenInVideo(mp4Video({ frames }))).toBeNull();
    expect(await hiddenInVideo(webmVideo({ frames }))).toBeNull();
  });

  it('an MP4 or a WebM with a script after its end', async () => {
    const script = Buffer.from(SCRIPT);
    expect(await hiddenInVideo(Buffer.concat([mp4Video(), script]))).toBe('data after the end');
    expect(await hiddenInVideo(Buffer.concat([webmVideo(), script]))).toBe('data after the end');
    // A live recording has no end but the file's: what follows does not parse, and is searched.
    expect(await hiddenInVideo(Buffer.concat([webmVideo({ live: true }), script]))).toBe('markup');
  });

  it('markup in a video’s metadata, or PHP among its frames', async () => {
    const page = Buffer.from('<html><body>hi</body></html>');
    expect(await hiddenInVideo(mp4Video({ metadata: page }))).toBe('markup');
    expect(await hiddenInVideo(webmVideo({ metadata: page }))).toBe('markup');
    const php = Buffer.from('\x00<?php echo 1; ?>\x00', 'latin1');
    expect(await hiddenInVideo(mp4Video({ frames: php }))).toBe('markup');
  });

  it('markup split across the 1 MB reading window is still found', async () => {
    // The tag starts 3 bytes before the first window ends (the ftyp and moov boxes come first).
    const prefix = mp4Video().length - 4096;
    const frames = Buffer.alloc(1024 * 1024 + 4096, 0x11);
    frames.write('<script>', 1024 * 1024 - prefix - 3, 'latin1');
    expect(await hiddenInVideo(mp4Video({ frames }))).toBe('markup');
  });
});
