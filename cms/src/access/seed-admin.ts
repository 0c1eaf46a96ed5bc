/**
 * Development convenience: with CMS_SEED_ADMIN_EMAIL and CMS_SEED_ADMIN_PASSWORD set and no
 * administrator yet, create a super admin so a fresh checkout can log in to /admin at once.
 * Never in production (the env module drops these variables there).
 */
import type { Core } from '@strapi/strapi';
import { cmsEnv } from '../env';

/**
 * The names the development accounts carry: invented, and one per account, so the admin's
 * greeting ("Hello Dana") and the history ("Grace Moreau published…") tell them apart.
 */
export const SEEDED_NAMES = {
  administrator: { firstname: 'Dana', lastname: 'Whitfield' },
  editor: { firstname: 'Grace', lastname: 'Moreau' },
  author: { firstname: 'Ada', lastname: 'Brennan' },
} as const;

/** The one name every development account had before (first name "Apogee"). */
const PLACEHOLDER_FIRST_NAME = 'Apogee';

/**
 * An account made by an earlier start under the placeholder name gets its own; a name an
 * administrator changed since is kept.
 */
async function renamePlaceholder(
  strapi: Core.Strapi,
  email: string,
  name: { firstname: string; lastname: string },
) {
  await strapi.db.query('admin::user').updateMany({
    where: { email, firstname: PLACEHOLDER_FIRST_NAME, lastname: { $in: ['Editor', 'Author'] } },
    data: name,
  });
}

export async function seedAdministrator(strapi: Core.Strapi): Promise<void> {
  const { seedAdmin } = cmsEnv();
  if (!seedAdmin) return;
  await renamePlaceholder(strapi, seedAdmin.email, SEEDED_NAMES.administrator);
  if ((await strapi.db.query('admin::user').count()) > 0) return;

  const roleService = strapi.service('admin::role') as unknown as {
    getSuperAdmin(): Promise<{ id: number } | null>;
  };
  const userService = strapi.service('admin::user') as unknown as {
    create(data: Record<string, unknown>): Promise<unknown>;
  };
  const superAdmin = await roleService.getSuperAdmin();
  if (!superAdmin) {
    strapi.log.warn('[access] No super admin role yet; development administrator not created.');
    return;
  }
  await userService.create({
    email: seedAdmin.email,
    ...SEEDED_NAMES.administrator,
    password: seedAdmin.password,
    registrationToken: null,
    isActive: true,
    roles: [superAdmin.id],
  });
  // Printed once: the next start finds an administrator and says nothing.
  strapi.log.info(
    // The password stays out of the log: it is in CMS_SEED_ADMIN_PASSWORD (secrets.env locally).
    `[access] Development administrator created: ${seedAdmin.email}, password from CMS_SEED_ADMIN_PASSWORD (log in at /admin).`,
  );
}

const ROLE_CODES = { editor: 'strapi-editor', author: 'strapi-author' } as const;

/**
 * Development convenience too: one account per newsroom role (CMS_SEED_EDITOR_EMAIL and
 * _PASSWORD, CMS_SEED_AUTHOR_…), so review and publishing can be tried as each. Made when
 * missing; `npm start` shows their passwords once. Never in production.
 */
export async function seedNewsroomAccounts(strapi: Core.Strapi): Promise<void> {
  const roleService = strapi.service('admin::role') as unknown as {
    findOne(params: { code: string }): Promise<{ id: number } | null>;
  };
  const userService = strapi.service('admin::user') as unknown as {
    create(data: Record<string, unknown>): Promise<unknown>;
  };
  for (const account of cmsEnv().seedNewsroom) {
    const name = SEEDED_NAMES[account.role];
    await renamePlaceholder(strapi, account.email, name);
    if ((await strapi.db.query('admin::user').count({ where: { email: account.email } })) > 0)
      continue;
    const role = await roleService.findOne({ code: ROLE_CODES[account.role] });
    if (!role) continue;
    await userService.create({
      email: account.email,
      ...name,
      password: account.password,
      registrationToken: null,
      isActive: true,
      roles: [role.id],
    });
    strapi.log.info(
      `[access] Development ${account.role} created: ${account.email}, password from CMS_SEED_${account.role.toUpperCase()}_PASSWORD.`,
    );
  }
}
