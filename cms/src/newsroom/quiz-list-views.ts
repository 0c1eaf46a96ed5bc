/**
 * The quiz's lists in the admin: Strapi lays out a new type's list with its first fields, which
 * for a quiz question are the long option list and explanation, leaving no room for the
 * "Readers' answers" column (src/admin/newsroom/answer-figures.tsx). Written once, under a mark
 * of its own (an editor's own layout, from "Configure the view", is kept afterwards).
 */
import type { Core } from '@strapi/strapi';

interface ListConfiguration {
  settings?: { defaultSortBy?: string; defaultSortOrder?: string };
  layouts?: { list?: string[] };
}

interface ConfigurationService {
  findConfiguration(model: { uid: string }): Promise<ListConfiguration>;
  updateConfiguration(model: { uid: string }, configuration: ListConfiguration): Promise<unknown>;
}

const QUIZ_LISTS: Record<string, { columns: string[]; sortBy: string; order: 'ASC' | 'DESC' }> = {
  'api::quiz-question.quiz-question': {
    columns: ['question', 'topic', 'difficulty', 'relatedArticle'],
    sortBy: 'question',
    order: 'ASC',
  },
  // The next days' picks first.
  'api::daily-challenge.daily-challenge': {
    columns: ['date', 'questions'],
    sortBy: 'date',
    order: 'DESC',
  },
};
const QUIZ_LISTS_MARK = { type: 'core', name: 'apogee', key: 'quiz-list-views-v1' } as const;

export async function applyQuizListViews(strapi: Core.Strapi): Promise<void> {
  if ((await strapi.store.get(QUIZ_LISTS_MARK)) === 'applied') return;
  const service = strapi
    .plugin('content-manager')
    .service('content-types') as unknown as ConfigurationService;
  for (const [uid, list] of Object.entries(QUIZ_LISTS)) {
    const model = { uid };
    const configuration = await service.findConfiguration(model);
    configuration.layouts = { ...configuration.layouts, list: list.columns };
    configuration.settings = {
      ...configuration.settings,
      defaultSortBy: list.sortBy,
      defaultSortOrder: list.order,
    };
    await service.updateConfiguration(model, configuration);
  }
  await strapi.store.set({ ...QUIZ_LISTS_MARK, value: 'applied' });
}
