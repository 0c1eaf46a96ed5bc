/**
 * Puts the content pack's pictures, videos and issue PDFs into the media library through Strapi's upload
 * service, so they get the same responsive formats and metadata as an editor's uploads.
 */
import { mkdtemp, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Core } from '@strapi/strapi';
import sharp from 'sharp';
import type { ImageSpec, VideoRef } from './data/types';
import type { BlockImage } from './markdown-to-blocks';

export type UploadedFile = BlockImage & { id: number };
export type ImageRenderer = (spec: ImageSpec) => Promise<Buffer>;

const VIDEO_TYPES: Record<string, string> = {
  '.mp4': 'video/mp4',
  '.webm': 'video/webm',
  '.mov': 'video/quicktime',
};

interface UploadService {
  upload(input: {
    data: { fileInfo: { name: string; alternativeText: string; caption?: string } };
    files: { filepath: string; originalFilename: string; mimetype: string; size: number };
  }): Promise<UploadedFile[]>;
}

export class MediaLibrary {
  private readonly uploaded = new Map<string, UploadedFile>();
  private workDir: string | undefined;

  constructor(
    private readonly strapi: Core.Strapi,
    private readonly render: ImageRenderer,
    private readonly videosDir: string,
  ) {}

  private async dir(): Promise<string> {
    this.workDir ??= await mkdtemp(path.join(tmpdir(), 'apogee-seed-'));
    return this.workDir;
  }

  private async uploadFile(
    filepath: string,
    filename: string,
    mimetype: string,
    alternativeText: string,
  ): Promise<UploadedFile> {
    const { size } = await stat(filepath);
    const service = this.strapi.plugin('upload').service('upload') as unknown as UploadService;
    const [file] = await service.upload({
      data: { fileInfo: { name: filename, alternativeText } },
      files: { filepath, originalFilename: filename, mimetype, size },
    });
    if (!file) throw new Error(`The media library did not store ${filename}.`);
    return file;
  }

  /** Renders and uploads a picture once; later calls with the same key reuse it. */
  async image(spec: ImageSpec): Promise<UploadedFile> {
    const known = this.uploaded.get(spec.key);
    if (known) return known;
    const buffer = await this.render(spec);
    const { format } = await sharp(buffer).metadata();
    const ext = format === 'jpeg' ? 'jpg' : (format ?? 'png');
    const filename = `${spec.key}.${ext}`;
    const filepath = path.join(await this.dir(), filename);
    await writeFile(filepath, buffer);
    const file = await this.uploadFile(filepath, filename, `image/${format ?? 'png'}`, spec.alt);
    this.uploaded.set(spec.key, file);
    return file;
  }

  /** Uploads a generated PDF once under `key` (a magazine issue's, for the site's reader). */
  async pdf(key: string, title: string, make: () => Promise<Buffer>): Promise<UploadedFile> {
    const known = this.uploaded.get(`pdf:${key}`);
    if (known) return known;
    const filename = `${key}.pdf`;
    const filepath = path.join(await this.dir(), filename);
    await writeFile(filepath, await make());
    const file = await this.uploadFile(filepath, filename, 'application/pdf', title);
    this.uploaded.set(`pdf:${key}`, file);
    return file;
  }

  async video(video: VideoRef): Promise<UploadedFile> {
    const known = this.uploaded.get(`video:${video.file}`);
    if (known) return known;
    const mimetype = VIDEO_TYPES[path.extname(video.file).toLowerCase()];
    if (!mimetype) throw new Error(`Unknown video type: ${video.file}`);
    const file = await this.uploadFile(
      path.join(this.videosDir, video.file),
      video.file,
      mimetype,
      video.alt,
    );
    this.uploaded.set(`video:${video.file}`, file);
    return file;
  }

  /** The uploaded picture of a key, for `![alt](image:<key>)` references. */
  byKey(key: string): UploadedFile {
    const file = this.uploaded.get(key);
    if (!file)
      throw new Error(`The content refers to image "${key}", which is not in its images list.`);
    return file;
  }

  /** Uploads many pictures, a few at a time (the resizing is CPU-bound). */
  async images(specs: ImageSpec[], concurrency = 2): Promise<void> {
    const queue = [...specs];
    const worker = async () => {
      for (let spec = queue.shift(); spec; spec = queue.shift()) await this.image(spec);
    };
    await Promise.all(Array.from({ length: concurrency }, worker));
  }

  async dispose(): Promise<void> {
    if (this.workDir) await rm(this.workDir, { recursive: true, force: true });
  }
}
