import { randomBytes } from 'node:crypto';
import { profileMessages } from '@apogee/contracts/profile';
import type { CurrentUser } from '@apogee/contracts/accounts';
import type { Database } from '../../db/database';
import type { AvatarStorage } from '../../lib/avatar-storage';
import { forbidden, notFound } from '../../lib/errors';
import { findTakenFields, findUserById, takenFieldOf } from '../accounts/repository';
import { conflict } from '../accounts/service';
import { toCurrentUser } from '../accounts/user-view';
import { toAvatarWebp } from './avatar-image';
import * as repo from './repository';

export interface ProfileChanges {
  name: string;
  username: string;
  email: string;
  profession: string;
  bio: string;
}

/** Profiles: everyone reads and changes only their own (403 otherwise). */
export function createProfileService(deps: { db: Database; avatars: AvatarStorage }) {
  const { db, avatars } = deps;

  function ensureOwn(actorId: string, userId: string) {
    if (actorId !== userId) throw forbidden(profileMessages.notYours);
  }

  async function existing(userId: string) {
    const row = await findUserById(db, userId);
    if (!row) throw notFound('This account no longer exists.');
    return row;
  }

  return {
    async get(actorId: string, userId: string): Promise<CurrentUser> {
      ensureOwn(actorId, userId);
      return toCurrentUser(await existing(userId));
    },

    async update(actorId: string, userId: string, changes: ProfileChanges): Promise<CurrentUser> {
      ensureOwn(actorId, userId);
      const taken = await findTakenFields(db, changes.username, changes.email, userId);
      if (taken.username || taken.email) throw conflict(taken);
      try {
        const row = await repo.updateProfile(db, userId, changes);
        if (!row) throw notFound('This account no longer exists.');
        return toCurrentUser(row);
      } catch (error) {
        const field = takenFieldOf(error);
        if (field) throw conflict({ username: field === 'username', email: field === 'email' });
        throw error;
      }
    },

    /** Stores a new avatar (re-encoded) and deletes the previous file. */
    async setAvatar(actorId: string, userId: string, upload: Buffer): Promise<CurrentUser> {
      ensureOwn(actorId, userId);
      const before = await existing(userId);
      const webp = await toAvatarWebp(upload);
      // A new name for every picture, so it can be cached forever.
      const file = `${randomBytes(16).toString('hex')}.webp`;
      await avatars.save(file, webp);
      const row = await repo.setAvatarFile(db, userId, file);
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
      const row = await repo.setAvatarFile(db, userId, null);
      if (!row) throw notFound('This account no longer exists.');
      if (before.avatar_file) await avatars.remove(before.avatar_file);
      return toCurrentUser(row);
    },
  };
}

export type ProfileService = ReturnType<typeof createProfileService>;
