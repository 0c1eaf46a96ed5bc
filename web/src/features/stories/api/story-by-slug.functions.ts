import { createServerFn } from '@tanstack/react-start';
import { graphql } from '@/gql';
import { cmsPreviewQuery, cmsQuery } from '@/lib/cms/cms-client.server';
import { assertPreviewSecret, cmsSlug, previewRequest } from '@/lib/cms/preview-access.server';
import { toStory, type Story } from './story';

/** One story with its pages; drafts too with the preview token. */
const storyBySlugQuery = graphql(`
  query StoryBySlug($slug: String!, $status: PublicationStatus = PUBLISHED) {
    stories(filters: { slug: { eq: $slug } }, pagination: { limit: 1 }, status: $status) {
      documentId
      title
      slug
      readerName
      description
      pages {
        caption
        media {
          ...MediaFields
        }
      }
    }
  }
`);

export const getStoryBySlug = createServerFn({ method: 'GET' })
  .validator(cmsSlug)
  .handler(async ({ data: slug }): Promise<Story | null> => {
    const { stories } = await cmsQuery(storyBySlugQuery, { slug });
    return toStory(stories[0]);
  });

/** An editor's preview of a story (needs the preview secret). */
export const getStoryPreview = createServerFn({ method: 'GET' })
  .validator(previewRequest)
  .handler(async ({ data }): Promise<Story | null> => {
    assertPreviewSecret(data.secret);
    const { stories } = await cmsPreviewQuery(storyBySlugQuery, {
      slug: data.slug,
      status: data.status,
    });
    return toStory(stories[0]);
  });
