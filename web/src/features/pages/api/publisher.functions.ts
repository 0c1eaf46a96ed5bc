import { createServerFn } from '@tanstack/react-start';
import { graphql } from '@/gql';
import { parseBlocks, type Block } from '@apogee/contracts/blocks';
import { cmsQuery } from '@/lib/cms/cms-client.server';
import { toCmsMedia, type CmsImage } from '@/lib/cms/media';

/** The publisher's profile (/user-profile). */
const publisherQuery = graphql(`
  query Publisher {
    publisher {
      name
      bio
      contactEmail
      picture {
        ...MediaFields
      }
    }
  }
`);

export interface Publisher {
  name: string;
  bio: Block[];
  contactEmail: string | null;
  picture: CmsImage | null;
}

export const getPublisher = createServerFn({ method: 'GET' }).handler(
  async (): Promise<Publisher | null> => {
    const { publisher } = await cmsQuery(publisherQuery, {});
    if (!publisher?.name) return null;
    return {
      name: publisher.name,
      bio: parseBlocks(publisher.bio),
      contactEmail: publisher.contactEmail ?? null,
      picture: toCmsMedia(publisher.picture, publisher.name),
    };
  },
);
