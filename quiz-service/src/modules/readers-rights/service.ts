import { createHmac } from 'node:crypto';
import {
  readersRightsMessages as messages,
  type CommentChoice,
  type ReaderSummary,
} from '@apogee/contracts/readers-rights';
import type { AvatarStorage } from '../../lib/avatar-storage';
import { notFound } from '../../lib/errors';
import { rateLimits } from '../../lib/rate-limit';
import type { ServiceDeps } from '../../lib/service-deps';
import type { CmsClient } from '../../plugins/cms-client';
import type { UserRow } from '../accounts';
import * as emails from './emails';
import { forgetMailOf } from './outbox';
import * as repo from './repository';

export type Editor = { id: string; name: string };

/**
 * The readers' rights (docs/privacy.md): a copy of everything kept about an account, and its
 * erasure, asked by the reader (password again) or by an editor on the reader's request. Each
 * is logged by a keyed hash of the account id, so the log names no one.
 */
export function createReadersRights(
  deps: ServiceDeps & {
    avatars: AvatarStorage;
    cms: CmsClient;
    /** The reader's daily streaks as their dashboard shows them (the quiz module's). */
    streaks: (userId: string) => Promise<unknown>;
  },
) {
  const { db, limiter, mailer, config, log, avatars, cms, streaks } = deps;

  const readerHash = (userId: string) =>
    createHmac('sha256', config.sessionSecret).update(`reader:${userId}`).digest('hex');

  async function exportData(user: UserRow) {
    const data = await repo.readerData(db, user.id, user.email);
    return {
      exportedAt: new Date().toISOString(),
      site: config.publicUrl,
      ...data,
      streaks: await streaks(user.id),
      profile: {
        ...data.profile,
        avatarUrl: user.avatar_file ? `${config.publicUrl}/api/avatars/${user.avatar_file}` : null,
      },
    };
  }

  /** Best effort: the CMS keeps the submitter's chosen name on each draft they sent. */
  async function clearStoryCredits(documentIds: string[]) {
    for (const id of documentIds) {
      const answer = await cms
        .request('quiz', `/api/stories/${encodeURIComponent(id)}`, {
          method: 'PUT',
          json: { data: { readerName: null } },
        })
        .catch((err: unknown) => ({ status: 0, err }));
      if (answer.status !== 200)
        log.error(
          { documentId: id, status: answer.status },
          "the CMS did not clear an erased reader's name from a story",
        );
    }
  }

  async function erase(user: UserRow, comments: CommentChoice, editor: Editor | null) {
    const drafts = await repo.storyDrafts(db, user.id);
    await db.transaction(async (tx) => {
      await repo.eraseReader(tx, user, comments);
      await repo.logAction(tx, { action: 'erase', readerHash: readerHash(user.id), editor });
    });
    if (user.avatar_file)
      await avatars
        .remove(user.avatar_file)
        .catch((err: unknown) => log.error({ err }, "an erased reader's avatar was not removed"));
    await clearStoryCredits(drafts);
    await forgetMailOf(config.mail.outboxDir, user.email).catch((err: unknown) =>
      log.error({ err }, "an erased reader's e-mails were not removed from the outbox"),
    );
    mailer
      .send({ to: user.email, ...emails.accountDeleted(config.publicUrl) })
      .catch((err: unknown) =>
        log.error({ code: (err as { code?: string }).code }, 'erasure e-mail not sent'),
      );
  }

  async function readerOf(id: string) {
    const { rows } = await db.query<UserRow>('select * from users where id = $1', [id]);
    if (!rows[0]) throw notFound(messages.readerNotFound);
    return rows[0];
  }

  return {
    /** The signed-in reader's own copy (rate-limited per account). */
    async exportOwn(user: UserRow) {
      await limiter.consume(rateLimits.dataExportsPerAccount, user.id);
      const data = await exportData(user);
      await repo.logAction(db, { action: 'export', readerHash: readerHash(user.id), editor: null });
      return data;
    },
    /** The reader's own erasure: their password was checked by the route. */
    deleteOwn: (user: UserRow, comments: CommentChoice) => erase(user, comments, null),

    async find(q: string): Promise<ReaderSummary> {
      const row = await repo.findReader(db, q);
      if (!row) throw notFound(messages.readerNotFound);
      return {
        id: row.id,
        username: row.username,
        name: row.name,
        email: row.email,
        createdAt: row.created_at.toISOString(),
      };
    },
    async exportFor(id: string, editor: Editor) {
      const user = await readerOf(id);
      const data = await exportData(user);
      await repo.logAction(db, { action: 'export', readerHash: readerHash(user.id), editor });
      return { username: user.username, data };
    },
    async eraseFor(id: string, comments: CommentChoice, editor: Editor) {
      await erase(await readerOf(id), comments, editor);
    },
    readerHash,
  };
}

export type ReadersRights = ReturnType<typeof createReadersRights>;
