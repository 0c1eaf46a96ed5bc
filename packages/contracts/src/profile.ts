import { z } from 'zod';
import { currentUserSchema, emailField, requiredText, usernameField } from './accounts';
import { currentPasswordField } from './account-security';

export const AVATAR_MAX_BYTES = 5 * 1024 * 1024;
export const AVATAR_SIZE_PX = 256;
export const BIO_MAX_LENGTH = 1000;

export const profileMessages = {
  required: 'This field is required',
  nameTooLong: 'Name must be at most 100 characters',
  professionTooLong: 'Profession must be at most 100 characters',
  bioTooLong: 'Bio must be at most 1000 characters',
  updated: 'User updated successfully',
  updateFailed: 'Error updating user',
  avatarUpdated: 'Your avatar has been updated.',
  avatarRemoved: 'Your avatar has been removed.',
  avatarTooLarge: 'The image must be 5 MB or smaller.',
  avatarNotImage: 'Choose a JPEG, PNG, WebP or GIF image.',
  avatarUnreadable: 'This image could not be read. Choose another file.',
  avatarMissing: 'Choose an image to upload.',
  notYours: 'You can only change your own profile.',
} as const;

/** The edit-profile form (docs/product/accounts.md#profile) and the body of PUT /api/profile. */
export const profileUpdateSchema = z.object({
  name: requiredText(profileMessages.required).max(100, profileMessages.nameTooLong),
  username: usernameField(profileMessages.required),
  email: emailField({ required: profileMessages.required }),
  profession: requiredText(profileMessages.required).max(100, profileMessages.professionTooLong),
  bio: z.string().trim().max(BIO_MAX_LENGTH, profileMessages.bioTooLong).default(''),
  /** Required (and checked) only when the email or the username changes. */
  currentPassword: currentPasswordField.optional(),
});
export type ProfileUpdateInput = z.input<typeof profileUpdateSchema>;

export const profileResponseSchema = z.object({ user: currentUserSchema });
export type ProfileResponse = z.infer<typeof profileResponseSchema>;

export const profileUpdateResponseSchema = z.object({
  message: z.string(),
  user: currentUserSchema,
  /** The new address waiting for its confirmation link, when the email was changed. */
  pendingEmail: z.string().optional(),
});
export type ProfileUpdateResponse = z.infer<typeof profileUpdateResponseSchema>;
