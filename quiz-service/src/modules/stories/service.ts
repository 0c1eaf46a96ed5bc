import { readFile } from 'node:fs/promises';
import { openAsBlob } from 'node:fs';
import {
  STORY_DAILY_LIMIT,
  storyFieldsSchema,
  storyMessages,
  type StorySubmittedResponse,
} from '@apogee/contracts/stories';
import type { Database } from '../../db/database';
import { AppError } from '../../lib/errors';
import { validationError } from '../../lib/zod-provider';
import type { StoryDrafts } from './cms-stories';
import { checkStoryFile, checkStoryVideo, reencodeStoryImage } from './media-check';
import * as repo from './repository';
import type { StoryUpload } from './upload';

const DAY_MS = 24 * 60 * 60_000;

/** A file name for the media library: the title's words, never the uploader's file name. */
function mediaName(title: string, extension: string) {
  const words = title
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60);
  return `${words || 'story'}.${extension}`;
}

export function createStoriesService(deps: { db: Database; drafts: StoryDrafts }) {
  const { db, drafts } = deps;
  return {
    /** Refuses early (before reading the upload) a reader who reached the daily limit. */
    async checkDailyLimit(userId: string) {
      const recent = await repo.countRecentSubmissions(db, userId, new Date(Date.now() - DAY_MS));
      if (recent >= STORY_DAILY_LIMIT)
        throw new AppError(429, 'RATE_LIMITED', storyMessages.tooMany);
    },

    /**
     * Checks the fields and the file (size and real content), re-encodes pictures, then sends
     * the media and a draft Story to the CMS. Nothing is kept when anything is refused.
     */
    async submit(userId: string, upload: StoryUpload): Promise<StorySubmittedResponse> {
      const raw = upload.fields;
      const parsed = storyFieldsSchema.safeParse({
        title: raw.title,
        description: raw.description,
        mediaType: raw.mediaType ?? raw.media_type ?? 'image',
      });
      if (!parsed.success) throw validationError(parsed.error);
      const { title, description, mediaType } = parsed.data;
      const file = upload.file;
      if (!file)
        throw new AppError(400, 'FILE_MISSING', storyMessages.fileRequired, {
          file: storyMessages.fileRequired,
        });
      const checked = checkStoryFile(mediaType, file.size, file.head);

      let media: { data: Blob; filename: string };
      if (checked.type === 'video') {
        await checkStoryVideo(file.path, checked.kind);
        media = {
          data: await openAsBlob(file.path, { type: `video/${checked.kind}` }),
          filename: mediaName(title, checked.kind),
        };
      } else {
        const webp = await reencodeStoryImage(await readFile(file.path), checked.kind);
        media = {
          data: new Blob([new Uint8Array(webp)], { type: 'image/webp' }),
          filename: mediaName(title, 'webp'),
        };
      }
      const { documentId, fileId } = await drafts.create({ title, description, media });
      await repo.insertSubmission(db, { userId, title, mediaType, documentId, fileId });
      return { message: storyMessages.submitted, story: { documentId, title, status: 'draft' } };
    },
  };
}

export type StoriesService = ReturnType<typeof createStoriesService>;
