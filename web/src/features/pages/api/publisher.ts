import { queryOptions } from '@tanstack/react-query';
import { createServerFn } from '@tanstack/react-start';
import { PublisherDocument } from '@/gql/graphql';
import { parseBlocks, type Block } from '@/lib/blocks/blocks';
import { cmsQuery } from '@/lib/cms/cms-client';
import { toCmsMedia, type CmsImage } from '@/lib/cms/media';

export interface Publisher {
  name: string;
  bio: Block[];
  contactEmail: string | null;
  picture: CmsImage | null;
}

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

export const publisherQueryOptions = () =>
  queryOptions({ queryKey: ['publisher'], queryFn: () => getPublisher() });
