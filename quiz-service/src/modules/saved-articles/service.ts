import {
  READ_ENOUGH_TO_CONTINUE,
  READ_TO_THE_END,
  SAVED_ARTICLES_MAX,
  savedArticlesMessages,
  type SavedArticle,
} from '@apogee/contracts/saved-articles';
import type { Database } from '../../db/database';
import { AppError, notFound } from '../../lib/errors';
import * as repo from './repository';

const toItem = (row: repo.SavedArticleRow): SavedArticle => ({
  slug: row.slug,
  title: row.title,
  description: row.description,
  category: row.category,
  savedAt: row.saved_at.toISOString(),
  progress: row.progress,
});

/**
 * A reader's reading list (articles saved for later) and how far they read each article
 * (continue reading). Only published articles can be saved: the search index, which holds
 * every published article, says which.
 */
export function createSavedArticlesService(db: Database) {
  return {
    async list(userId: string): Promise<SavedArticle[]> {
      return (await repo.listSaved(db, userId)).map(toItem);
    },

    async save(userId: string, slug: string): Promise<SavedArticle> {
      const article = await repo.publishedArticle(db, slug);
      if (!article) throw notFound(savedArticlesMessages.unknownArticle);
      return db.transaction(async (tx) => {
        await repo.lockReader(tx, userId);
        if (
          !(await repo.isSaved(tx, userId, slug)) &&
          (await repo.countSaved(tx, userId)) >= SAVED_ARTICLES_MAX
        )
          throw new AppError(409, 'READING_LIST_FULL', savedArticlesMessages.listFull);
        return toItem(await repo.saveArticle(tx, userId, article));
      });
    },

    /** Removing an article that is not on the list is not an error: it is not there after. */
    async unsave(userId: string, slug: string): Promise<void> {
      await repo.unsaveArticle(db, userId, slug);
    },

    async recordPosition(userId: string, slug: string, progress: number) {
      if (!(await repo.publishedArticle(db, slug)))
        throw notFound(savedArticlesMessages.unknownArticle);
      const rounded = Math.round(progress * 1000) / 1000;
      const kept = await repo.recordPosition(db, userId, slug, rounded, rounded >= READ_TO_THE_END);
      return { slug, ...kept };
    },

    async continueReading(userId: string) {
      const row = await repo.lastUnfinished(db, userId, READ_ENOUGH_TO_CONTINUE);
      return row
        ? {
            slug: row.slug,
            title: row.title,
            progress: row.progress,
            readAt: row.updated_at.toISOString(),
          }
        : null;
    },
  };
}

export type SavedArticlesService = ReturnType<typeof createSavedArticlesService>;
