import { createServerFn } from '@tanstack/react-start';
import { StoryBySlugDocument } from '@/gql/graphql';
import { cmsPreviewQuery, cmsQuery } from '@/lib/cms/cms-client';
import { assertPreviewSecret, cmsSlug, previewRequest } from '@/lib/cms/preview-access';
import { toStory, type Story } from './story';

export const getStoryBySlug = createServerFn({ method: 'GET' })
  .validator(cmsSlug)
  .handler(async ({ data: slug }): Promise<Story | null> => {
    const { stories } = await cmsQuery(StoryBySlugDocument, { slug });
    return toStory(stories[0]);
  });

/** An editor's preview of a story (needs the preview secret). */
export const getStoryPreview = createServerFn({ method: 'GET' })
  .validator(previewRequest)
  .handler(async ({ data }): Promise<Story | null> => {
    assertPreviewSecret(data.secret);
    const { stories } = await cmsPreviewQuery(StoryBySlugDocument, {
      slug: data.slug,
      status: data.status,
    });
    return toStory(stories[0]);
  });
