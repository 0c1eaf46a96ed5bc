import { createServerFn } from '@tanstack/react-start';
import { StoryBySlugDocument } from '@/gql/graphql';
import { cmsPreviewQuery, cmsQuery } from '@/lib/cms/cms-client';
import { assertPreviewSecret, previewStatus } from '@/lib/cms/preview-access';
import { toStory, type Story } from './story';

export const getStoryBySlug = createServerFn({ method: 'GET' })
  .validator((slug: string) => String(slug).slice(0, 200))
  .handler(async ({ data: slug }): Promise<Story | null> => {
    const { stories } = await cmsQuery(StoryBySlugDocument, { slug });
    return toStory(stories[0]);
  });

/** An editor's preview of a story (needs the preview secret). */
export const getStoryPreview = createServerFn({ method: 'GET' })
  .validator((input: { secret: string; slug: string; status?: string }) => ({
    secret: String(input.secret),
    slug: String(input.slug).slice(0, 200),
    status: previewStatus(input.status),
  }))
  .handler(async ({ data }): Promise<Story | null> => {
    assertPreviewSecret(data.secret);
    const { stories } = await cmsPreviewQuery(StoryBySlugDocument, {
      slug: data.slug,
      status: data.status,
    });
    return toStory(stories[0]);
  });
