import { createServerFn } from '@tanstack/react-start';
import { MagazineBySlugDocument, type MagazineBySlugQuery } from '@/gql/graphql';
import { blocksToText, parseBlocks } from '@apogee/contracts/blocks';
import { cmsPreviewQuery, cmsQuery } from '@/lib/cms/cms-client';
import { assertPreviewSecret, cmsSlug, previewRequest } from '@/lib/cms/preview-access';
import { toCmsMedia } from '@/lib/cms/media';
import type { Magazine } from './magazine-by-slug';

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
    const { magazines } = await cmsQuery(MagazineBySlugDocument, { slug });
    return toMagazine(magazines[0]);
  });

/** An editor's preview of a magazine issue (needs the preview secret). */
export const getMagazinePreview = createServerFn({ method: 'GET' })
  .validator(previewRequest)
  .handler(async ({ data }): Promise<Magazine | null> => {
    assertPreviewSecret(data.secret);
    const { magazines } = await cmsPreviewQuery(MagazineBySlugDocument, {
      slug: data.slug,
      status: data.status,
    });
    return toMagazine(magazines[0]);
  });
