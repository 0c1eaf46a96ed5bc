import { createWriteStream } from 'node:fs';
import { mkdtemp, open, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import { STORY_VIDEO_MAX_BYTES, storyMessages } from '@apogee/contracts/stories';
import type { FastifyRequest } from 'fastify';
import { AppError } from '../../lib/errors';
import { stopReadingForm } from '../../lib/multipart-body';

export interface ReceivedFile {
  path: string;
  size: number;
  filename: string;
  /** The first bytes, for the content check. */
  head: Buffer;
}

export interface StoryUpload {
  fields: Record<string, string>;
  file: ReceivedFile | null;
  /** Removes the temporary copy; call it whatever happens. */
  discard(): Promise<void>;
}

const TEXT_FIELDS = new Set(['title', 'description', 'mediaType', 'media_type', 'pages']);

/**
 * Streams a multipart story upload to a temporary file (never the whole video in memory),
 * keeping the text fields. The largest allowed file (a 100 MB video) bounds the stream;
 * the per-type limit is checked once the media type is known.
 */
export async function receiveStoryUpload(request: FastifyRequest): Promise<StoryUpload> {
  if (!request.isMultipart())
    throw new AppError(400, 'FILE_MISSING', storyMessages.fileRequired, {
      file: storyMessages.fileRequired,
    });
  const dir = await mkdtemp(join(tmpdir(), 'apogee-story-'));
  const upload: StoryUpload = {
    fields: {},
    file: null,
    discard: () => rm(dir, { recursive: true, force: true }),
  };
  try {
    const parts = request.parts({
      limits: { fileSize: STORY_VIDEO_MAX_BYTES, files: 1, fields: 10, fieldSize: 10_000 },
    });
    for await (const part of parts) {
      if (part.type === 'field') {
        if (TEXT_FIELDS.has(part.fieldname) && typeof part.value === 'string')
          upload.fields[part.fieldname] = part.value;
        continue;
      }
      if (part.fieldname !== 'file' || upload.file) {
        part.file.resume();
        continue;
      }
      const path = join(dir, 'upload');
      await pipeline(part.file, createWriteStream(path));
      const handle = await open(path, 'r');
      try {
        const { size } = await handle.stat();
        const head = Buffer.alloc(Math.min(64, size));
        await handle.read(head, 0, head.length, 0);
        // An empty file picker sends a part with no name and no bytes: that is "no file".
        if (size > 0) upload.file = { path, size, filename: part.filename, head };
      } finally {
        await handle.close();
      }
    }
    return upload;
  } catch (error) {
    const refusal = stopReadingForm(request, error);
    await upload.discard();
    if ((refusal as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') {
      const message = storyMessages.videoTooLarge;
      throw new AppError(413, 'FILE_TOO_LARGE', message, { file: message });
    }
    throw refusal;
  }
}
