import { createServerFn } from '@tanstack/react-start';
import { PublisherDocument } from '@/gql/graphql';
import { parseBlocks } from '@apogee/contracts/blocks';
import { cmsQuery } from '@/lib/cms/cms-client';
import { toCmsMedia } from '@/lib/cms/media';
import type { Publisher } from './publisher';

export const getPublisher = createServerFn({ method: 'GET' }).handler(
  async (): Promise<Publisher | null> => {
    const { publisher } = await cmsQuery(PublisherDocument, {});
    if (!publisher?.name) return null;
    return {
      name: publisher.name,
      bio: parseBlocks(publisher.bio),
      contactEmail: publisher.contactEmail ?? null,
      picture: toCmsMedia(publisher.picture, publisher.name),
    };
  },
);
