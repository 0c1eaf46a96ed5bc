import { randomBytes } from 'node:crypto';
import { accountSecurityMessages } from '@apogee/contracts/account-security';
import { profileMessages } from '@apogee/contracts/profile';
import type { CurrentUser } from '@apogee/contracts/accounts';
import type { AvatarStorage } from '../../lib/avatar-storage';
import { forbidden, notFound } from '../../lib/errors';
import { conflict, takenFieldOf, toCurrentUser, type AccountsService } from '../accounts';
import type { AccountSecurityService } from '../account-security';
import { toAvatarWebp } from './avatar-image';

export interface ProfileChanges {
  name: string;
  username: string;
  email: string;
  profession: string;
  bio: string;
  /** Needed only when the username or the email changes. */
  currentPassword?: string;
}

export interface ProfileUpdate {
  user: CurrentUser;
  /** The new address waiting for its link, when the email was changed. */
  pendingEmail?: string;
}

/** Profiles: everyone reads and changes only their own (403 otherwise). */
export function createProfileService(deps: {
  avatars: AvatarStorage;
  accounts: AccountsService;
  security: AccountSecurityService;
}) {
  const { avatars, accounts, security } = deps;

  function ensureOwn(actorId: string, userId: string) {
    if (actorId !== userId) throw forbidden(profileMessages.notYours);
  }

  async function existing(userId: string) {
    const row = await accounts.findById(userId);
    if (!row) throw notFound('This account no longer exists.');
    return row;
  }

  return {
    async get(actorId: string, userId: string): Promise<CurrentUser> {
      ensureOwn(actorId, userId);
      return toCurrentUser(await existing(userId));
    },

    /**
     * Saves the profile. A new username or email needs the current password; a new email is
     * only asked for here (its link makes it the account's), and a new username ends the
     * reader's other sessions. `sessionId` is the session making the change.
     */
    async update(
      actorId: string,
      userId: string,
      changes: ProfileChanges,
      sessionId: string,
    ): Promise<ProfileUpdate> {
      ensureOwn(actorId, userId);
      const before = await existing(userId);
      const actor = { user: before, sessionId };
      const usernameChanges = changes.username !== before.username;
      const emailChanges = changes.email !== before.email;
      if (usernameChanges || emailChanges)
        await security.checkCurrentPassword(
          before,
          changes.currentPassword,
          accountSecurityMessages.currentPasswordNeeded,
        );
      const taken = await accounts.takenFields(changes.username, changes.email, userId);
      if (taken.username || (emailChanges && taken.email)) throw conflict(taken);
      if (emailChanges) await security.requestEmailChange(actor, changes.name, changes.email);
      let row;
      try {
        // The email stays as it is until the new address confirms.
        row = await accounts.saveProfile(userId, changes);
      } catch (error) {
        const field = takenFieldOf(error);
        if (field) throw conflict({ username: field === 'username', email: field === 'email' });
        throw error;
      }
      if (!row) throw notFound('This account no longer exists.');
      if (usernameChanges) await security.usernameChanged(actor, row);
      return emailChanges
        ? { user: toCurrentUser(row), pendingEmail: changes.email }
        : { user: toCurrentUser(row) };
    },

    /** Stores a new avatar (re-encoded) and deletes the previous file. */
    async setAvatar(actorId: string, userId: string, upload: Buffer): Promise<CurrentUser> {
      ensureOwn(actorId, userId);
      const before = await existing(userId);
      const webp = await toAvatarWebp(upload);
      // A new name for every picture, so it can be cached forever.
      const file = `${randomBytes(16).toString('hex')}.webp`;
      await avatars.save(file, webp);
      const row = await accounts.saveAvatarFile(userId, file);
      if (!row) {
        await avatars.remove(file);
        throw notFound('This account no longer exists.');
      }
      if (before.avatar_file) await avatars.remove(before.avatar_file);
      return toCurrentUser(row);
    },

    async removeAvatar(actorId: string, userId: string): Promise<CurrentUser> {
      ensureOwn(actorId, userId);
      const before = await existing(userId);
      const row = await accounts.saveAvatarFile(userId, null);
      if (!row) throw notFound('This account no longer exists.');
      if (before.avatar_file) await avatars.remove(before.avatar_file);
      return toCurrentUser(row);
    },
  };
}

export type ProfileService = ReturnType<typeof createProfileService>;
