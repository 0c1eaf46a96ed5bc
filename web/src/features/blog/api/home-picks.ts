import { queryOptions } from '@tanstack/react-query';
import { createServerFn } from '@tanstack/react-start';
import { HomePicksDocument } from '@/gql/graphql';
import { cmsQuery } from '@/lib/cms/cms-client';
import { toBlogCard, toBlogCards, type BlogCard } from './blog-card';

export interface HomePicks {
  hero: BlogCard | null;
  /** Up to 4 articles chosen by the editors. */
  editorsPicks: BlogCard[];
}

export const getHomePicks = createServerFn({ method: 'GET' }).handler(
  async (): Promise<HomePicks> => {
    const { home } = await cmsQuery(HomePicksDocument, {});
    return {
      hero: toBlogCard(home?.hero),
      editorsPicks: toBlogCards(home?.editorsPicks ?? []).slice(0, 4),
    };
  },
);

export const homePicksQueryOptions = () =>
  queryOptions({ queryKey: ['home', 'picks'], queryFn: () => getHomePicks() });
