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
    .replace(/^-|-$/g, '') // runs are one dash by now; `-+$` would rescan them: quadratic
    .slice(0, 60);
  return `${words || 'story'}.${extension}`;
}

/** Who sent a story: enough for an editor to recognise and write to the reader. */
export interface Submitter {
  username: string;
  email: string;
  /** The name the reader chose on their profile, credited on their published story. */
  name: string;
}

export function createStoriesService(deps: {
  db: Database;
  drafts: StoryDrafts;
  /** The account of a reader (the accounts module's), or undefined when it is gone. */
  findUser: (userId: string) => Promise<Submitter | undefined>;
}) {
  const { db, drafts, findUser } = deps;
  return {
    /**
     * The readers behind these story drafts, for the CMS's moderation list: each draft's
     * title, when it was sent, and its submitter (null when the account has been deleted).
     */
    async submissions(documentIds: string[]) {
      const rows = await repo.submissionsOfDrafts(db, documentIds);
      return Promise.all(
        rows.map(async (row) => {
          const user = row.user_id ? await findUser(row.user_id) : undefined;
          return {
            documentId: row.cms_document_id,
            title: row.title,
            submittedAt: row.created_at.toISOString(),
            submitter: user ? { username: user.username, email: user.email } : null,
          };
        }),
      );
    },

    /**
     * Refuses early (before reading the upload) a reader who reached the daily limit. Only a
     * shortcut: parallel requests all pass it, so `submit` counts again, atomically.
     */
    async checkDailyLimit(userId: string) {
      const recent = await repo.countRecentSubmissions(db, userId, new Date(Date.now() - DAY_MS));
      if (recent >= STORY_DAILY_LIMIT)
        throw new AppError(429, 'RATE_LIMITED', storyMessages.tooMany);
    },

    /**
     * Checks the fields and the file (size and real content), takes one of the reader's daily
     * places, re-encodes pictures, then sends the media and a draft Story to the CMS. Nothing
     * is kept when anything is refused, and nothing reaches the CMS past the daily limit.
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

      const since = new Date(Date.now() - DAY_MS);
      const submission = { userId, title, mediaType };
      const id = await repo.reserveSubmission(db, submission, STORY_DAILY_LIMIT, since);
      if (!id) throw new AppError(429, 'RATE_LIMITED', storyMessages.tooMany);
      try {
        const reader = await findUser(userId);
        const { documentId, fileId } = await drafts.create({
          title,
          description,
          readerName: reader?.name.trim() ?? '',
          media: await storyMedia(title, file.path, checked),
        });
        await repo.completeSubmission(db, id, { documentId, fileId });
        return { message: storyMessages.submitted, story: { documentId, title, status: 'draft' } };
      } catch (error) {
        await repo.releaseSubmission(db, id);
        throw error;
      }
    },
  };
}

/** The media as the CMS gets it: a video as it is (once checked), a picture re-encoded. */
async function storyMedia(
  title: string,
  path: string,
  checked: ReturnType<typeof checkStoryFile>,
): Promise<{ data: Blob; filename: string }> {
  if (checked.type === 'video') {
    await checkStoryVideo(path, checked.kind);
    return {
      data: await openAsBlob(path, { type: `video/${checked.kind}` }),
      filename: mediaName(title, checked.kind),
    };
  }
  const webp = await reencodeStoryImage(await readFile(path), checked.kind);
  return {
    data: new Blob([new Uint8Array(webp)], { type: 'image/webp' }),
    filename: mediaName(title, 'webp'),
  };
}

export type StoriesService = ReturnType<typeof createStoriesService>;
