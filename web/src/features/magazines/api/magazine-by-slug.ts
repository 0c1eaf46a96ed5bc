import { queryOptions } from '@tanstack/react-query';
import { createServerFn } from '@tanstack/react-start';
import { MagazineBySlugDocument } from '@/gql/graphql';
import { blocksToText, parseBlocks, type Block } from '@/lib/blocks/blocks';
import { cmsQuery } from '@/lib/cms/cms-client';
import { toCmsMedia, type CmsImage } from '@/lib/cms/media';

export interface Magazine {
  id: string;
  slug: string;
  title: string;
  issueDate: string | null;
  description: Block[];
  descriptionText: string;
  readerUrl: string | null;
  purchaseUrl: string | null;
  cover: CmsImage | null;
  tags: { name: string; slug: string }[];
}

/** Only https links are embedded or linked. */
function httpsUrl(value: string | null | undefined): string | null {
  if (!value) return null;
  try {
    return new URL(value).protocol === 'https:' ? value : null;
  } catch {
    return null;
  }
}

export const getMagazineBySlug = createServerFn({ method: 'GET' })
  .validator((slug: string) => String(slug).slice(0, 200))
  .handler(async ({ data: slug }): Promise<Magazine | null> => {
    const { magazines } = await cmsQuery(MagazineBySlugDocument, { slug });
    const magazine = magazines[0];
    if (!magazine?.slug || !magazine.title) return null;
    const description = parseBlocks(magazine.description);
    return {
      id: magazine.documentId,
      slug: magazine.slug,
      title: magazine.title,
      issueDate: magazine.issueDate ?? null,
      description,
      descriptionText: blocksToText(description),
      readerUrl: httpsUrl(magazine.readerUrl),
      purchaseUrl: httpsUrl(magazine.purchaseUrl),
      cover: toCmsMedia(magazine.cover, `Cover of ${magazine.title}`),
      tags: magazine.tags.flatMap((tag) =>
        tag?.name && tag.slug ? [{ name: tag.name, slug: tag.slug }] : [],
      ),
    };
  });

export const magazineBySlugQueryOptions = (slug: string) =>
  queryOptions({
    queryKey: ['magazines', 'by-slug', slug],
    queryFn: () => getMagazineBySlug({ data: slug }),
  });
