import {
  FOLLOWS_MAX,
  followMessages,
  type Follow,
  type FollowChanged,
  type FollowingFeed,
  type FollowParams,
} from '@apogee/contracts/follows';
import type { Database, Queryable } from '../../db/database';
import { AppError } from '../../lib/errors';
import * as repo from './repository';

/**
 * The newsletter's pages saving a subscription's topics, its owner proven (the email's link or
 * the session): when an account has the subscription's address, its followed categories are
 * those topics (one list of interests), and the subscription keeps none of its own. Returns
 * false when no account has the address: the subscription keeps its topics itself. In the
 * caller's transaction.
 */
export async function saveTopicsOfAddress(
  tx: Queryable,
  email: string,
  topics: string[],
): Promise<boolean> {
  const userId = await repo.accountOfAddress(tx, email);
  if (!userId) return false;
  await repo.adoptSubscriptionTopics(tx, userId, true);
  await repo.replaceCategories(tx, userId, topics);
  return true;
}

export function createFollowsService(db: Database) {
  /** Any change: the subscription's stored topics join the follows first, then the change. */
  async function change(userId: string, apply: (tx: Queryable) => Promise<void>) {
    await db.transaction(async (tx) => {
      await repo.adoptSubscriptionTopics(tx, userId);
      await apply(tx);
    });
    return repo.listFollows(db, userId);
  }

  return {
    list(userId: string): Promise<Follow[]> {
      return repo.listFollows(db, userId);
    },

    async follow(userId: string, { kind, slug }: FollowParams): Promise<FollowChanged> {
      const follows = await change(userId, async (tx) => {
        const added = await repo.addFollow(tx, userId, kind, slug);
        // Counted with the new one, in its transaction: over the limit, nothing is kept.
        if (added && (await repo.countFollows(tx, userId)) > FOLLOWS_MAX)
          throw new AppError(409, 'TOO_MANY_FOLLOWS', followMessages.tooMany);
      });
      return { message: followMessages.followed, follows };
    },

    async unfollow(userId: string, { kind, slug }: FollowParams): Promise<FollowChanged> {
      const follows = await change(userId, (tx) => repo.removeFollow(tx, userId, kind, slug));
      return { message: followMessages.unfollowed, follows };
    },

    /** The newest published articles of what the reader follows. */
    async feed(userId: string, limit: number): Promise<FollowingFeed> {
      const follows = await repo.listFollows(db, userId);
      const slugsOf = (kind: Follow['kind']) =>
        follows.filter((f) => f.kind === kind).map((f) => f.slug);
      const rows = follows.length
        ? await repo.feed(
            db,
            { categories: slugsOf('category'), tags: slugsOf('tag'), authors: slugsOf('author') },
            limit,
          )
        : [];
      return {
        following: follows.length,
        articles: rows.map((row) => ({
          slug: row.slug,
          title: row.title,
          description: row.description,
          publishedAt: row.published_at ? row.published_at.toISOString() : null,
          category:
            row.category_slug && row.category_name
              ? { name: row.category_name, slug: row.category_slug }
              : null,
          author: row.author?.slug ? { name: row.author.name, slug: row.author.slug } : null,
        })),
      };
    },
  };
}

export type FollowsService = ReturnType<typeof createFollowsService>;
