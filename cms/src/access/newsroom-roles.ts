/**
 * The newsroom's roles, on Strapi's own Author and Editor roles (Strapi makes them once, on the
 * first start, for the content types of that day; fields and types added later would stay out
 * of their reach, so their content permissions are made again at every start):
 *
 * - Author: reads everything, writes articles, issues and stories and changes the ones they
 *   created; never publishes, deletes only their own. The review rules (validation/review.ts)
 *   keep approving and scheduling to editors.
 * - Editor: everything on the content, publishing included, and the media library's settings
 *   (its responsive sizes: the media library's own screens read them, and an editor without
 *   them met an access error there); no other settings, no users.
 *
 * Their other permissions (media library, plugins) are left as they are.
 */
import type { Core } from '@strapi/strapi';

export const AUTHOR_ROLE = 'strapi-author';
export const EDITOR_ROLE = 'strapi-editor';

const PUBLISH = 'plugin::content-manager.explorer.publish';
/** Strapi's one action for reading and changing the media library's settings. */
const MEDIA_SETTINGS = 'plugin::upload.settings.read';
const CONTENT_ACTION = /^plugin::content-manager\.explorer\./;
/** What an author may do to an entry someone else created. */
const OPEN_TO_AUTHORS = new Set([
  'plugin::content-manager.explorer.read',
  'plugin::content-manager.explorer.create',
]);

interface Permission {
  action: string;
  subject?: string | null;
  properties?: Record<string, unknown>;
  conditions?: string[];
}

interface RoleService {
  findOne(params: { code: string }): Promise<{ id: number } | null>;
  assignPermissions(roleId: number, permissions: Permission[]): Promise<unknown>;
}

export async function syncNewsroomRoles(strapi: Core.Strapi) {
  const roles = strapi.service('admin::role') as unknown as RoleService;
  const permissions = strapi.service('admin::permission') as unknown as {
    actionProvider: { values(): { section: string; actionId: string }[] };
    findMany(params: unknown): Promise<Permission[]>;
  };
  const contentTypes = strapi.service('admin::content-type') as unknown as {
    getPermissionsWithNestedFields(
      actions: unknown[],
      options: { restrictedSubjects: string[] },
    ): Permission[];
  };
  const actions = permissions.actionProvider.values().filter((a) => a.section === 'contentTypes');
  const hidden = Object.values(strapi.contentTypes)
    .filter(
      (type) =>
        (type.pluginOptions?.['content-manager'] as { visible?: boolean } | undefined)?.visible ===
        false,
    )
    .map((type) => type.uid);
  const everything = contentTypes.getPermissionsWithNestedFields(actions, {
    restrictedSubjects: ['plugin::users-permissions.user', ...hidden],
  });
  const forRole: Record<string, Permission[]> = {
    [EDITOR_ROLE]: everything,
    [AUTHOR_ROLE]: everything
      .filter((permission) => permission.action !== PUBLISH)
      .map((permission) =>
        OPEN_TO_AUTHORS.has(permission.action)
          ? { ...permission, conditions: [] }
          : { ...permission, conditions: ['admin::is-creator'] },
      ),
  };
  for (const [code, content] of Object.entries(forRole)) {
    const role = await roles.findOne({ code });
    if (!role) continue;
    const current = await permissions.findMany({ where: { role: { id: role.id } } });
    const extra: Permission[] =
      code === EDITOR_ROLE
        ? [{ action: MEDIA_SETTINGS, subject: null, properties: {}, conditions: [] }]
        : [];
    const others = current
      .filter((permission) => !CONTENT_ACTION.test(permission.action))
      .filter((permission) => !extra.some((granted) => granted.action === permission.action))
      .map(({ action, subject, properties, conditions }) => ({
        action,
        subject,
        properties,
        conditions,
      }));
    await roles.assignPermissions(role.id, [...others, ...extra, ...content]);
  }
}
