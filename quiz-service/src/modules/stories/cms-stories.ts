import { storyMessages } from '@apogee/contracts/stories';
import type { FastifyBaseLogger } from 'fastify';
import { CmsError, type CmsClient } from '../../plugins/cms-client';

export interface StoryDraft {
  title: string;
  description: string;
  /** The reader's chosen name, credited as "Sent by …" once the story is published. */
  readerName: string;
  media: { data: Blob; filename: string };
}

/** The CMS's limit on a story page's caption. */
const CAPTION_MAX = 200;

/**
 * The caption of a reader's page: their own words about it (the description), cut at a word
 * when long. Not the title, which the story already shows above the caption.
 */
export function readerCaption(description: string): string {
  const text = description.replace(/\s+/g, ' ').trim();
  if (text.length <= CAPTION_MAX) return text;
  const cut = text.slice(0, CAPTION_MAX - 1);
  const lastSpace = cut.lastIndexOf(' ');
  return `${(lastSpace > CAPTION_MAX / 2 ? cut.slice(0, lastSpace) : cut).replace(/[\s,;:.-]+$/, '')}…`;
}

/** Where reader stories go: the CMS's media library and a draft Story for editors. */
export interface StoryDrafts {
  create(draft: StoryDraft): Promise<{ documentId: string; fileId: number }>;
}

/** Uploads and drafts carry the quiz-service's own token (published reads cannot write). */
export function createCmsStoryDrafts(
  cms: CmsClient,
  log: Pick<FastifyBaseLogger, 'error'>,
): StoryDrafts {
  const message = storyMessages.cmsUnavailable;
  const refused = (reason: string) => {
    log.error({ reason }, 'CMS refused a story submission');
    return new CmsError(reason, { message });
  };

  return {
    async create({ title, description, readerName, media }) {
      const form = new FormData();
      form.append('files', media.data, media.filename);
      const caption = readerCaption(description);
      form.append('fileInfo', JSON.stringify({ alternativeText: title, caption }));
      const upload = await cms.request('quiz', '/api/upload', {
        method: 'POST',
        body: form,
        message,
      });
      const fileId = (upload.body as { id?: unknown }[] | null)?.[0]?.id;
      if (upload.status !== 200 && upload.status !== 201) throw refused(`upload: ${upload.status}`);
      if (typeof fileId !== 'number') throw refused('upload: no file id in the answer');

      const created = await cms
        .request('quiz', '/api/stories?status=draft', {
          method: 'POST',
          json: {
            data: {
              title,
              description,
              ...(readerName ? { readerName: readerName.slice(0, 100) } : {}),
              pages: [{ media: fileId, caption }],
            },
          },
          message,
        })
        .catch(async (error: unknown) => {
          await removeUpload(fileId);
          throw error;
        });
      const documentId = (created.body as { data?: { documentId?: unknown } } | null)?.data
        ?.documentId;
      if ((created.status !== 200 && created.status !== 201) || typeof documentId !== 'string') {
        await removeUpload(fileId);
        throw refused(
          `create story: ${created.status} ${JSON.stringify(created.body).slice(0, 300)}`,
        );
      }
      return { documentId, fileId };
    },
  };

  /** Best effort: the quiz-service's token may not be allowed to delete media. */
  async function removeUpload(fileId: number) {
    await cms
      .request('quiz', `/api/upload/files/${fileId}`, { method: 'DELETE' })
      .catch(() => undefined);
  }
}
