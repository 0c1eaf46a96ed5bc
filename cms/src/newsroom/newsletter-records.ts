/**
 * What the CMS keeps of its newsletter sends, beside the quiz-service's own record (whose send
 * key, `issue:<documentId>` or `article:<documentId>`, already refuses a second send): an
 * issue's send (its id, when it goes, who sent it) and the time an article was e-mailed. The
 * admin shows them and never lets anyone type them: saves from the content manager or the
 * content API drop them, and the edit view shows them read-only.
 */
import type { Core } from '@strapi/strapi';
import { BLOG_UID, ISSUE_UID } from './newsletter-content';

/** Written by the newsletter desk only (newsletter-desk.ts), through the database layer. */
const KEPT_FIELDS: Record<string, string[]> = {
  [ISSUE_UID]: ['sendId', 'sendAt', 'sentBy'],
  [BLOG_UID]: ['emailedToSubscribersAt'],
};

const LABELS: Record<string, Record<string, string>> = {
  [ISSUE_UID]: { sendId: 'Send', sendAt: 'Sent or scheduled for', sentBy: 'Sent by' },
  [BLOG_UID]: { emailedToSubscribersAt: 'E-mailed to subscribers' },
};

interface DocumentContext {
  uid: string;
  action: string;
  params?: { data?: Record<string, unknown> };
}

export function keepNewsletterRecords(strapi: Core.Strapi) {
  strapi.documents.use((context, next) => {
    const { uid, action, params } = context as unknown as DocumentContext;
    const kept = KEPT_FIELDS[uid];
    if (kept && params?.data && ['create', 'update', 'clone'].includes(action))
      for (const field of kept) delete params.data[field];
    return next();
  });
  // Nothing of them in the content API's GraphQL: the site has no use for them.
  const graphql = strapi.plugin('graphql')?.service('extension') as
    | {
        shadowCRUD(uid: string): {
          disable(): void;
          field(name: string): { disable(): void };
        };
      }
    | undefined;
  graphql?.shadowCRUD(ISSUE_UID).disable();
  graphql?.shadowCRUD(BLOG_UID).field('emailedToSubscribersAt').disable();
}

interface ViewConfiguration {
  layouts?: { list?: string[] };
  metadatas?: Record<
    string,
    { edit?: { label?: string; editable?: boolean }; list?: { label?: string } }
  >;
}

/** The issues' list says which went and when; laid out once (an editor's own layout stays). */
const ISSUE_LIST = ['subject', 'sendAt', 'sentBy', 'updatedAt'];
const ISSUE_LIST_MARK = { type: 'core', name: 'apogee', key: 'newsletter-issue-list-v1' } as const;

/** The edit views show the records read-only, under names an editor reads. */
export async function showNewsletterRecordsReadOnly(strapi: Core.Strapi) {
  const service = strapi.plugin('content-manager').service('content-types') as unknown as {
    findConfiguration(model: { uid: string }): Promise<ViewConfiguration>;
    updateConfiguration(model: { uid: string }, configuration: ViewConfiguration): Promise<unknown>;
  };
  if ((await strapi.store.get(ISSUE_LIST_MARK)) !== 'applied') {
    const configuration = await service.findConfiguration({ uid: ISSUE_UID });
    configuration.layouts = { ...configuration.layouts, list: ISSUE_LIST };
    await service.updateConfiguration({ uid: ISSUE_UID }, configuration);
    await strapi.store.set({ ...ISSUE_LIST_MARK, value: 'applied' });
  }
  for (const [uid, labels] of Object.entries(LABELS)) {
    const configuration = await service.findConfiguration({ uid });
    let changed = false;
    for (const [field, label] of Object.entries(labels)) {
      const metadata = configuration.metadatas?.[field];
      const edit = metadata?.edit;
      if (edit && (edit.editable !== false || edit.label !== label)) {
        edit.editable = false;
        edit.label = label;
        changed = true;
      }
      if (metadata?.list && metadata.list.label !== label) {
        metadata.list.label = label;
        changed = true;
      }
    }
    if (changed) await service.updateConfiguration({ uid }, configuration);
  }
}

/** After the quiz-service accepted an issue's send (its report: the send's id and time). */
export async function recordIssueSent(
  strapi: Core.Strapi,
  documentId: string,
  report: unknown,
  sentBy: string,
) {
  const { id, scheduledAt } = (report ?? {}) as { id?: unknown; scheduledAt?: unknown };
  await strapi.db.query(ISSUE_UID).updateMany({
    where: { documentId },
    data: {
      sendId: typeof id === 'string' ? id : null,
      sendAt: typeof scheduledAt === 'string' ? new Date(scheduledAt) : new Date(),
      sentBy,
    },
  });
}

/** After the quiz-service accepted an article's send: on each version of the article. */
export async function recordArticleEmailed(strapi: Core.Strapi, documentId: string) {
  await strapi.db
    .query(BLOG_UID)
    .updateMany({ where: { documentId }, data: { emailedToSubscribersAt: new Date() } });
}
