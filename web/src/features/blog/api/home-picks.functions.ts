import { EDITORS_PICKS } from '@apogee/contracts/editorial';
import { createServerFn } from '@tanstack/react-start';
import { HomePicksDocument } from '@/gql/graphql';
import { cmsQuery } from '@/lib/cms/cms-client';
import { toBlogCard, toBlogCards } from './blog-card';
import type { HomePicks } from './home-picks';

export const getHomePicks = createServerFn({ method: 'GET' }).handler(
  async (): Promise<HomePicks> => {
    const { home } = await cmsQuery(HomePicksDocument, {});
    return {
      hero: toBlogCard(home?.hero),
      editorsPicks: toBlogCards(home?.editorsPicks ?? []).slice(0, EDITORS_PICKS),
    };
  },
);
