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
      pdf {
        url
        mime
      }
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
  /** The issue's PDF on the site's own origin (/uploads/…), read with the site's reader. */
  pdfUrl: string | null;
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

/**
 * The PDF's address when the site's reader can fetch it: a PDF under the site's /uploads/ proxy.
 * The page's Content-Security-Policy lets the reader fetch only from the site itself
 * (connect-src 'self'), so a file kept at another address (S3 or a CDN) is not offered.
 */
export function sitePdfUrl(pdf: { url?: string | null; mime?: string | null } | null | undefined) {
  const url = pdf?.url;
  if (!url || pdf.mime !== 'application/pdf' || !url.startsWith('/uploads/')) return null;
  return url;
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
    pdfUrl: sitePdfUrl(magazine.pdf),
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
