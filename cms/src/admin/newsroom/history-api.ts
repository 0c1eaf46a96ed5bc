// What the CMS's history routes answer (src/history/routes.ts), as the admin screens read it.

export interface VersionSummary {
  id: number;
  contentType: string;
  documentId: string;
  title: string;
  action: 'created' | 'saved' | 'published' | 'unpublished' | 'deleted' | 'restored';
  changedFields: string[];
  editorName: string | null;
  createdAt: string;
}

export interface ComparedField {
  field: string;
  version: string;
  current: string;
  changed: boolean;
}

export interface VersionComparison {
  version: VersionSummary & { typeName: string };
  entryExists: boolean;
  fields: ComparedField[];
}

export interface TrashedEntry extends VersionSummary {
  typeName: string;
  deletedAt: string;
  expiresAt: string;
}

export const ACTION_LABELS: Record<VersionSummary['action'], string> = {
  created: 'Created',
  saved: 'Saved',
  published: 'Published',
  unpublished: 'Unpublished',
  deleted: 'Deleted',
  restored: 'Restored',
};

/** "Saved · 26 Nov 2026, 09:14", a version's line in a list. */
export const versionTitle = (version: VersionSummary, when: (iso: string) => string) =>
  `${ACTION_LABELS[version.action]} · ${when(version.createdAt)}`;

/** "Ada Editor — title, slug": who saved the version and the fields it changed. */
export const versionDetail = (version: VersionSummary) =>
  `${version.editorName ?? 'the CMS'}${
    version.changedFields.length ? ` — ${version.changedFields.join(', ')}` : ''
  }`;

/** "Saved by Ada Editor" or "Published by the CMS" (the schedule, the seed, a reader's story). */
export const byline = (version: VersionSummary) =>
  `${ACTION_LABELS[version.action]} by ${version.editorName ?? 'the CMS'}`;

/** The history page, at one entry's versions (and one version, when given). */
export const historyPath = (contentType: string, documentId: string, version?: number) =>
  `/newsroom-history?${new URLSearchParams({
    contentType,
    documentId,
    ...(version ? { version: String(version) } : {}),
  }).toString()}`;

/** The message of a refused request, as the routes word it. */
export function refusal(error: unknown, fallback: string): string {
  const message = (error as { response?: { data?: { error?: { message?: string } } } })?.response
    ?.data?.error?.message;
  return message ?? fallback;
}
