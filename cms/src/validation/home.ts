/** The home page shows at most four editor's picks; the relation itself has no upper bound. */
import { errors } from '@strapi/utils';

export const MAX_EDITORS_PICKS = 4;

/** How many articles a relation input would leave connected, when it can tell. */
function connectedCount(value: unknown): number | null {
  if (Array.isArray(value)) return value.length;
  if (value && typeof value === 'object') {
    const relation = value as { set?: unknown; connect?: unknown; disconnect?: unknown };
    if (Array.isArray(relation.set)) return relation.set.length;
  }
  return null;
}

export function assertEditorsPicks(data: Record<string, unknown> | undefined): void {
  if (!data || !('editorsPicks' in data)) return;
  const count = connectedCount(data.editorsPicks);
  if (count !== null && count > MAX_EDITORS_PICKS) {
    const message = `Choose at most ${MAX_EDITORS_PICKS} editor's picks (${count} chosen).`;
    throw new errors.ValidationError(message, {
      errors: [{ path: ['editorsPicks'], message, name: 'ValidationError' }],
    });
  }
}
