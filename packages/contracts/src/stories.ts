import { z } from 'zod';
import { requiredText } from './accounts';

export const STORY_IMAGE_MAX_BYTES = 10 * 1024 * 1024;
export const STORY_VIDEO_MAX_BYTES = 100 * 1024 * 1024;
/** Stories one reader may submit per day. */
export const STORY_DAILY_LIMIT = 5;

export const storyMediaTypes = ['image', 'video'] as const;
export type StoryMediaType = (typeof storyMediaTypes)[number];

/**
 * The file picker's filter for each media type (docs/product/stories.md: it follows the chosen
 * type).
 */
export const storyAcceptFilter: Record<StoryMediaType, string> = {
  image: 'image/jpeg,image/png,image/gif,image/webp',
  video: 'video/mp4,video/webm',
};

export const storyMessages = {
  titleRequired: 'Title is required.',
  descriptionRequired: 'Description is required.',
  titleTooLong: 'Title must be at most 200 characters.',
  descriptionTooLong: 'Description must be at most 1,000 characters.',
  mediaTypeInvalid: 'Choose image or video.',
  fileRequired: 'Please select a file',
  imageTooLarge: 'Images must be 10 MB or smaller.',
  videoTooLarge: 'Videos must be 100 MB or smaller.',
  notImage: 'This file is not a JPEG, PNG, GIF or WebP image.',
  notVideo: 'This file is not an MP4 or WebM video.',
  unreadableImage: 'This image could not be read. Choose another file.',
  submitted:
    'Thank you! Your story has been received and will appear on the site after an editor reviews it.',
  failed: 'Your story could not be submitted. Please try again.',
  cmsUnavailable: 'Stories cannot be saved right now. Please try again in a few minutes.',
  tooMany: 'You can submit at most 5 stories a day. Please try again tomorrow.',
} as const;

/** The text fields of the Add New Story form (the file is checked apart). */
export const storyFieldsSchema = z.object({
  title: requiredText(storyMessages.titleRequired).max(200, storyMessages.titleTooLong),
  description: requiredText(storyMessages.descriptionRequired).max(
    1000,
    storyMessages.descriptionTooLong,
  ),
  mediaType: z.enum(storyMediaTypes, { error: storyMessages.mediaTypeInvalid }),
});
export type StoryFieldsInput = z.input<typeof storyFieldsSchema>;

export const storySubmittedResponseSchema = z.object({
  message: z.string(),
  story: z.object({ documentId: z.string(), title: z.string(), status: z.literal('draft') }),
});
export type StorySubmittedResponse = z.infer<typeof storySubmittedResponseSchema>;
