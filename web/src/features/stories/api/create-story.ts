import type { StoryMediaType, StorySubmittedResponse } from '@apogee/contracts/stories';
import { apiRequest } from '@/lib/api/api-request';

export interface NewStory {
  title: string;
  description: string;
  mediaType: StoryMediaType;
  file: File;
}

/** A 100 MB video takes a while on a slow connection. */
const UPLOAD_TIMEOUT_MS = 5 * 60_000;

/** Sends a reader's story (multipart); it becomes a draft for the editors. */
export function createStory(story: NewStory): Promise<StorySubmittedResponse> {
  const form = new FormData();
  form.append('title', story.title);
  form.append('description', story.description);
  form.append('mediaType', story.mediaType);
  // The file last, so the service knows the media type before the bytes arrive.
  form.append('file', story.file, story.file.name);
  return apiRequest<StorySubmittedResponse>('/api/stories', {
    method: 'POST',
    body: form,
    timeoutMs: UPLOAD_TIMEOUT_MS,
  });
}
