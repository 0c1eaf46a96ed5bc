import { createServerFn } from '@tanstack/react-start';
import { StoriesDocument } from '@/gql/graphql';
import { cmsQuery } from '@/lib/cms/cms-client';
import { toStory, type Story } from './story';

export const getStories = createServerFn({ method: 'GET' }).handler(async (): Promise<Story[]> => {
  const { stories } = await cmsQuery(StoriesDocument, {});
  return stories.flatMap((story) => {
    const parsed = toStory(story);
    return parsed && parsed.pages.length > 0 ? [parsed] : [];
  });
});
