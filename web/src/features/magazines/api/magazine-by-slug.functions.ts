import { createServerFn } from '@tanstack/react-start';
import { graphql } from '@/gql';
import type { MagazineBySlugQuery } from '@/gql/graphql';
import { blocksToText, parseBlocks, type Block } from '@apogee/contracts/blocks';
import { cmsPreviewQuery, cmsQuery } from '@/lib/cms/cms-client.server';
import { assertPreviewSecret, cmsSlug, previewRequest } from '@/lib/cms/preview-access.server';
import { toCmsMedia, type CmsImage } from '@/lib/cms/media';

/** A magazine issue with its description and links; drafts too with the preview token. */
const magazineBySlugQuery = graphql(`
  query MagazineBySlug($slug: String!, $status: PublicationStatus = PUBLISHED) {
    magazines(filters: { slug: { eq: $slug } }, pagination: { limit: 1 }, status: $status) {
      documentId
      title
      slug
      issueDate
      description
      readerUrl
      purchaseUrl
      cover {
        ...MediaFields
      }
      tags {
        name
        slug
      }
    }
  }
`);

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

function toMagazine(
  magazine: MagazineBySlugQuery['magazines'][number] | undefined,
): Magazine | null {
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
}

export const getMagazineBySlug = createServerFn({ method: 'GET' })
  .validator(cmsSlug)
  .handler(async ({ data: slug }): Promise<Magazine | null> => {
    const { magazines } = await cmsQuery(magazineBySlugQuery, { slug });
    return toMagazine(magazines[0]);
  });

/** An editor's preview of a magazine issue (needs the preview secret). */
export const getMagazinePreview = createServerFn({ method: 'GET' })
  .validator(previewRequest)
  .handler(async ({ data }): Promise<Magazine | null> => {
    assertPreviewSecret(data.secret);
    const { magazines } = await cmsPreviewQuery(magazineBySlugQuery, {
      slug: data.slug,
      status: data.status,
    });
    return toMagazine(magazines[0]);
  });
