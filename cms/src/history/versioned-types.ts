// The types whose entries have a history and a trash; read by the CMS and by its admin panel,
// so this file imports nothing.
export const VERSIONED_TYPES = [
  'api::blog.blog',
  'api::magazine.magazine',
  'api::story.story',
  'api::page.page',
  'api::quiz-question.quiz-question',
  'api::daily-challenge.daily-challenge',
  'api::author.author',
  'api::category.category',
  'api::tag.tag',
] as const;
export type VersionedType = (typeof VERSIONED_TYPES)[number];

export const isVersioned = (uid: string): uid is VersionedType =>
  (VERSIONED_TYPES as readonly string[]).includes(uid);
