import { queryOptions } from '@tanstack/react-query';
import { createServerFn } from '@tanstack/react-start';
import { StoryBySlugDocument } from '@/gql/graphql';
import { cmsQuery } from '@/lib/cms/cms-client';
import { toStory, type Story } from './story';

export const getStoryBySlug = createServerFn({ method: 'GET' })
  .validator((slug: string) => String(slug).slice(0, 200))
  .handler(async ({ data: slug }): Promise<Story | null> => {
    const { stories } = await cmsQuery(StoryBySlugDocument, { slug });
    return toStory(stories[0]);
  });

export const storyBySlugQueryOptions = (slug: string) =>
  queryOptions({
    queryKey: ['stories', 'by-slug', slug],
    queryFn: () => getStoryBySlug({ data: slug }),
  });
