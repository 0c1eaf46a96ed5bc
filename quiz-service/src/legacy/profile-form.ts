import { AVATAR_MAX_BYTES, profileMessages } from '@apogee/contracts/profile';
import type { FastifyRequest } from 'fastify';
import { AppError } from '../lib/errors';
import { stopReadingForm } from '../lib/multipart-body';

const TEXT_FIELDS = new Set(['name', 'username', 'email', 'profession', 'bio']);

export interface ProfileForm {
  fields: Record<string, string>;
  /** The new avatar's bytes, when `user_profile` is a file (a URL text means "unchanged"). */
  avatar: Buffer | null;
}

/** Reads the old edit-profile form: multipart as old clients send it, or a JSON object. */
export async function readProfileForm(request: FastifyRequest): Promise<ProfileForm> {
  if (!request.isMultipart()) {
    const body = (request.body ?? {}) as Record<string, unknown>;
    const fields: Record<string, string> = {};
    for (const key of TEXT_FIELDS)
      if (typeof body[key] === 'string') fields[key] = body[key] as string;
    return { fields, avatar: null };
  }
  const form: ProfileForm = { fields: {}, avatar: null };
  try {
    const parts = request.parts({
      limits: { fileSize: AVATAR_MAX_BYTES, files: 1, fields: 10, fieldSize: 10_000 },
    });
    for await (const part of parts) {
      if (part.type === 'field') {
        if (TEXT_FIELDS.has(part.fieldname) && typeof part.value === 'string')
          form.fields[part.fieldname] = part.value;
        continue;
      }
      const data = await part.toBuffer();
      // An empty file picker sends a nameless, empty part: no new picture.
      if (part.fieldname === 'user_profile' && data.length > 0) form.avatar = data;
    }
  } catch (error) {
    const refusal = stopReadingForm(request, error);
    if ((refusal as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE')
      throw new AppError(413, 'AVATAR_TOO_LARGE', profileMessages.avatarTooLarge, {
        avatar: profileMessages.avatarTooLarge,
      });
    throw refusal;
  }
  return form;
}
