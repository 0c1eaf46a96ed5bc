/**
 * The three API tokens the other processes use. Their plain values come from the environment;
 * Strapi stores only an HMAC of each (salted with API_TOKEN_SALT), so we write the rows
 * ourselves with the same hash the admin's api-token service computes. Re-running is harmless:
 * a row is rewritten only when its value or its permissions changed.
 */
import type { Core } from '@strapi/strapi';
import { cmsEnv } from '../env';

const READABLE_COLLECTIONS = [
  'blog',
  'category',
  'tag',
  'author',
  'magazine',
  'story',
  'page',
] as const;
const READABLE_SINGLES = ['site-setting', 'home', 'publisher'] as const;

const siteReadPermissions = [
  ...READABLE_COLLECTIONS.flatMap((type) => [
    `api::${type}.${type}.find`,
    `api::${type}.${type}.findOne`,
  ]),
  ...READABLE_SINGLES.map((type) => `api::${type}.${type}.find`),
];

export type TokenRole = 'web' | 'preview' | 'quiz';

export interface TokenDefinition {
  role: TokenRole;
  name: string;
  description: string;
  permissions: string[];
}

export const TOKEN_DEFINITIONS: readonly TokenDefinition[] = [
  {
    role: 'web',
    name: 'Website (published content)',
    description:
      'Used by the web server to read published content. Drafts are refused. Set from CMS_WEB_TOKEN.',
    permissions: siteReadPermissions,
  },
  {
    role: 'preview',
    name: 'Website preview (drafts)',
    description:
      'Used by the draft preview of the web server; may read drafts. Set from CMS_PREVIEW_TOKEN.',
    permissions: siteReadPermissions,
  },
  {
    role: 'quiz',
    name: 'Quiz service',
    description:
      // At most 255 characters: PostgreSQL's column for it is a varchar(255).
      "Used by the quiz-service: reads quiz questions with answers, the articles and issues they link to and the daily picks, uploads story media, creates story drafts, clears an erased reader's credit. Set from CMS_QUIZ_TOKEN.",
    permissions: [
      'api::quiz-question.quiz-question.find',
      'api::quiz-question.quiz-question.findOne',
      // The editors' picks for a day's challenge (with their questions' documentIds).
      'api::daily-challenge.daily-challenge.find',
      'api::daily-challenge.daily-challenge.findOne',
      // Without it Strapi drops a question's related article from the answer.
      'api::blog.blog.find',
      // A populated relation needs its target's find: the article's section (the quiz by
      // category, mastery per category) and the issue whose quiz carries the question.
      'api::category.category.find',
      'api::magazine.magazine.find',
      // The search index shows an article's byline.
      'api::author.author.find',
      'plugin::upload.content-api.upload',
      'api::story.story.create',
      // Clears the name an erased reader was credited with on their drafts (docs/privacy.md);
      // the token guards keep its writes to drafts.
      'api::story.story.update',
    ],
  },
];

/** Which provisioned token a request was authenticated with, by the token row's name. */
export function tokenRoleByName(name: unknown): TokenRole | undefined {
  return TOKEN_DEFINITIONS.find((definition) => definition.name === name)?.role;
}

interface TokenRow {
  id: number;
  accessKey: string;
  type: string;
  permissions?: { action: string }[];
}

export async function syncApiTokens(strapi: Core.Strapi): Promise<void> {
  const { tokens } = cmsEnv();
  const tokenService = strapi.service('admin::api-token') as unknown as {
    hash(accessKey: string): string;
    create(attributes: Record<string, unknown>): Promise<{ id: number }>;
    update(id: number, attributes: Record<string, unknown>): Promise<unknown>;
  };
  const encryption = strapi.service('admin::encryption') as unknown as {
    encrypt(value: string): string | null;
  };
  const rows = strapi.db.query('admin::api-token');

  for (const definition of TOKEN_DEFINITIONS) {
    const plain = tokens[definition.role];
    const hashed = tokenService.hash(plain);
    let row = (await rows.findOne({
      where: { name: definition.name },
      populate: ['permissions'],
    })) as TokenRow | null;

    if (!row) {
      const created = await tokenService.create({
        name: definition.name,
        description: definition.description,
        type: 'custom',
        kind: 'content-api',
        lifespan: null,
        permissions: definition.permissions,
      });
      row = {
        id: created.id,
        accessKey: '',
        type: 'custom',
        permissions: definition.permissions.map((action) => ({ action })),
      };
      strapi.log.info(`[access] API token "${definition.name}" created.`);
    }

    const current = (row.permissions ?? []).map((permission) => permission.action).sort();
    const wanted = [...definition.permissions].sort();
    if (row.type !== 'custom' || current.join() !== wanted.join()) {
      await tokenService.update(row.id, {
        type: 'custom',
        description: definition.description,
        permissions: definition.permissions,
      });
      strapi.log.info(`[access] API token "${definition.name}": permissions re-synced.`);
    }

    if (row.accessKey !== hashed) {
      // Same hash and encryption the admin uses, so the admin can still show and regenerate it.
      await rows.update({
        where: { id: row.id },
        data: { accessKey: hashed, encryptedKey: encryption.encrypt(plain) },
      });
      strapi.log.info(`[access] API token "${definition.name}": value set from the environment.`);
    }
  }
}
