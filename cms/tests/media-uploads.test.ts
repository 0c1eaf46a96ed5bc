/**
 * The media library keeps only pictures, videos and PDFs, told by their bytes, and the CMS's
 * own /uploads never lets a stored file run script (src/media).
 */
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { SITE_MEDIA_TYPES } from '@apogee/media-types';
import sharp from 'sharp';
import { describe, expect, inject, it } from 'vitest';
import { checkUploadedFile, uploadMessages, type IncomingFile } from '../src/media/upload-check';
import { cmsUrl, request } from './support/client';

const PAGE = '<!doctype html><script src="/uploads/x.js"></script>';
const SVG =
  '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>fetch("/api/auth/session")</script></svg>';
/** A one-page PDF, as small as a PDF gets. */
const PDF = [
  '%PDF-1.4',
  '1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj',
  '2 0 obj << /Type /Pages /Kids [3 0 R] /Count 1 >> endobj',
  '3 0 obj << /Type /Page /Parent 2 0 R /MediaBox [0 0 200 200] >> endobj',
  'trailer << /Root 1 0 R >>',
  '%%EOF',
].join('\n');
const VIDEO = path.join(__dirname, '..', 'src', 'seed', 'media', 'videos', 'cloud-climb.mp4');

const picture = (format: 'png' | 'jpeg' | 'webp') =>
  sharp({ create: { width: 8, height: 8, channels: 3, background: '#3366aa' } })
    .toFormat(format)
    .toBuffer();

const scratch = mkdtempSync(path.join(tmpdir(), 'apogee-upload-check-'));
/** A file as the upload service gets it, with the type a browser would claim for its name. */
function incoming(name: string, bytes: Buffer | string, mimetype: string): IncomingFile {
  const filepath = path.join(scratch, `${Math.random().toString(36).slice(2)}-${name}`);
  writeFileSync(filepath, bytes);
  return { filepath, originalFilename: name, mimetype };
}

const SITE = SITE_MEDIA_TYPES;

describe("the media library's type check", () => {
  it('refuses an HTML page named photo.jpg, whatever type the browser claims', async () => {
    const file = incoming('photo.jpg', PAGE, 'image/jpeg');
    await expect(checkUploadedFile(file, SITE)).rejects.toThrow(
      '"photo.jpg" cannot be added: the media library takes pictures (JPEG, PNG, GIF, WebP), videos (MP4, WebM) and PDF files only, told by what the file holds, not by its name.',
    );
  });

  it('refuses an SVG picture (browsers run its scripts)', async () => {
    const file = incoming('img.svg', SVG, 'image/svg+xml');
    await expect(checkUploadedFile(file, SITE)).rejects.toThrow(
      uploadMessages.notSiteMedia('img.svg'),
    );
  });

  it('keeps real PNG, JPEG, MP4 and PDF files under their own type', async () => {
    const files = [
      incoming('diagram.png', await picture('png'), 'image/png'),
      incoming('cockpit.jpeg', await picture('jpeg'), 'image/jpeg'),
      incoming('launch.mp4', readFileSync(VIDEO), 'video/mp4'),
      incoming('issue-42.pdf', PDF, 'application/pdf'),
    ];
    const types = [];
    for (const file of files) types.push(await checkUploadedFile(file, SITE));
    expect(types).toEqual(['image/png', 'image/jpeg', 'video/mp4', 'application/pdf']);
    expect(files.map((file) => file.originalFilename)).toEqual([
      'diagram.png',
      'cockpit.jpeg',
      'launch.mp4',
      'issue-42.pdf',
    ]);
  });

  it('stores a picture under its real type when its name says another', async () => {
    const file = incoming('photo.jpg', await picture('png'), 'image/jpeg');
    expect(await checkUploadedFile(file, SITE)).toBe('image/png');
    expect(file).toMatchObject({ originalFilename: 'photo.png', detectedMimeType: 'image/png' });
  });
});

interface Uploaded {
  id: number;
  url: string;
  mime: string;
  ext: string;
}
interface Refused {
  error?: { status: number; message: string };
}

/** The admin's media library upload (POST /upload), as the newsroom's author. */
async function uploadAsAuthor(name: string, bytes: Buffer | string, type: string) {
  const form = new FormData();
  form.append('files', new Blob([bytes], { type }), name);
  form.append('fileInfo', JSON.stringify({ name, alternativeText: null, caption: null }));
  return request<Uploaded[] & Refused>('/upload', {
    method: 'POST',
    token: inject('authorJwt'),
    body: form,
  });
}

describe("the admin's media library, as an author", () => {
  it('refuses an HTML page and an SVG with a script, and says why', async () => {
    for (const [name, bytes, type] of [
      ['page.html', PAGE, 'text/html'],
      ['img.svg', SVG, 'image/svg+xml'],
      ['renamed.jpg', PAGE, 'image/jpeg'],
    ] as const) {
      const answer = await uploadAsAuthor(name, bytes, type);
      expect(answer.status, name).toBe(400);
      expect(answer.body.error?.message, name).toBe(uploadMessages.notSiteMedia(name));
    }
  });

  it('keeps a picture, which the CMS serves with scripts and sniffing forbidden', async () => {
    const answer = await uploadAsAuthor('runway.jpg', await picture('jpeg'), 'image/jpeg');
    expect(answer.status).toBe(201);
    const [file] = answer.body;
    expect(file).toMatchObject({ mime: 'image/jpeg', ext: '.jpg' });
    const served = await fetch(cmsUrl(file?.url ?? ''));
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/jpeg');
    expect(served.headers.get('content-security-policy')).toBe("default-src 'none'; sandbox");
    expect(served.headers.get('x-content-type-options')).toBe('nosniff');
  });
});

describe('a file stored before the check', () => {
  it('is sent by the CMS as a download in a sandbox, never as a page of its origin', async () => {
    const name = `old-page-${Date.now()}.html`;
    writeFileSync(path.join(inject('cmsPublicDir'), 'uploads', name), PAGE);
    const served = await fetch(cmsUrl(`/uploads/${name}`));
    expect(served.status).toBe(200);
    expect(served.headers.get('content-security-policy')).toBe("default-src 'none'; sandbox");
    expect(served.headers.get('x-content-type-options')).toBe('nosniff');
    expect(served.headers.get('content-disposition')).toBe('attachment');
  });
});
