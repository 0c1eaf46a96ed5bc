import { createServerFn } from '@tanstack/react-start';
import { graphql } from '@/gql';
import { cmsQuery } from '@/lib/cms/cms-client.server';
import { toStory, type Story } from './story';

/** The published stories, newest first, with their pages. */
const storiesQuery = graphql(`
  query Stories {
    stories(sort: ["publishedAt:desc"], pagination: { limit: 100 }) {
      documentId
      title
      slug
      readerName
      pages {
        caption
        media {
          ...MediaFields
        }
      }
    }
  }
`);

export const getStories = createServerFn({ method: 'GET' }).handler(async (): Promise<Story[]> => {
  const { stories } = await cmsQuery(storiesQuery, {});
  return stories.flatMap((story) => {
    const parsed = toStory(story);
    return parsed && parsed.pages.length > 0 ? [parsed] : [];
  });
});
