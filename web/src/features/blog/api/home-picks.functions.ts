import { EDITORS_PICKS } from '@apogee/contracts/editorial';
import { createServerFn } from '@tanstack/react-start';
import { graphql } from '@/gql';
import { cmsQuery } from '@/lib/cms/cms-client.server';
import { toBlogCard, toBlogCards, type BlogCard } from './blog-card';

/** Home's hero and editor's picks, chosen by the editors in the CMS's Home. */
const homePicksQuery = graphql(`
  query HomePicks {
    home {
      hero {
        ...BlogCardFields
      }
      editorsPicks {
        ...BlogCardFields
      }
    }
  }
`);

export interface HomePicks {
  hero: BlogCard | null;
  /** Up to 4 articles chosen by the editors. */
  editorsPicks: BlogCard[];
}

export const getHomePicks = createServerFn({ method: 'GET' }).handler(
  async (): Promise<HomePicks> => {
    const { home } = await cmsQuery(homePicksQuery, {});
    return {
      hero: toBlogCard(home?.hero),
      editorsPicks: toBlogCards(home?.editorsPicks ?? []).slice(0, EDITORS_PICKS),
    };
  },
);
