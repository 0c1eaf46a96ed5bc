/**
 * A magazine issue's PDF is read on the site in a PDF reader, so the file an editor picks must
 * be a PDF: the media library's "files" also admit archives, spreadsheets and the like, which
 * the reader could only show as an error.
 */
import type { Core } from '@strapi/strapi';
import { errors } from '@strapi/utils';

/** The media library's id of a media field's value as the admin or the API sends it. */
export function mediaIdOf(value: unknown): number | null {
  if (typeof value === 'number') return value;
  if (typeof value === 'string' && /^\d+$/.test(value)) return Number(value);
  if (value && typeof value === 'object' && 'id' in value) return mediaIdOf(value.id);
  return null;
}

export async function assertIssuePdf(
  strapi: Core.Strapi,
  data: Record<string, unknown> | undefined,
) {
  const id = mediaIdOf(data?.pdf);
  if (id === null) return;
  const file = (await strapi.db
    .query('plugin::upload.file')
    .findOne({ where: { id }, select: ['mime', 'name'] })) as {
    mime?: string;
    name?: string;
  } | null;
  if (file && file.mime !== 'application/pdf') {
    const message = `"${file.name ?? 'This file'}" is not a PDF. Pick the issue's PDF file, or leave the field empty.`;
    throw new errors.ValidationError(message, {
      errors: [{ path: ['pdf'], message, name: 'ValidationError' }],
    });
  }
}
