/**
 * The home page shows at most four editor's picks; the relation itself has no upper bound.
 * The admin sends relation changes as connect/disconnect lists, so the rule is checked on the
 * saved result, inside a transaction that is rolled back when the result breaks it.
 */
import type { Core } from '@strapi/strapi';
import { errors } from '@strapi/utils';

export const MAX_EDITORS_PICKS = 4;

export function editorsPicksProblem(count: number): string | null {
  return count > MAX_EDITORS_PICKS
    ? `Choose at most ${MAX_EDITORS_PICKS} editor's picks (${count} chosen).`
    : null;
}

export async function saveHomeWithinPickLimit<T>(
  strapi: Core.Strapi,
  save: () => Promise<T>,
): Promise<T> {
  return strapi.db.transaction(async () => {
    const result = await save();
    const home = (await strapi.db.query('api::home.home').findOne({
      select: ['id'],
      populate: { editorsPicks: { select: ['documentId'] } },
    })) as { editorsPicks?: { documentId: string }[] } | null;
    // A pick is linked to both the draft and the published version of its article: count articles.
    const articles = new Set(home?.editorsPicks?.map((pick) => pick.documentId));
    const problem = editorsPicksProblem(articles.size);
    if (problem) {
      throw new errors.ValidationError(problem, {
        errors: [{ path: ['editorsPicks'], message: problem, name: 'ValidationError' }],
      });
    }
    return result;
  });
}
