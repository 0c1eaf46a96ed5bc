import type { Core } from '@strapi/strapi';
import { syncApiTokens } from './access/api-tokens';
import { syncNewsroomRoles } from './access/newsroom-roles';
import { seedAdministrator, seedNewsroomAccounts } from './access/seed-admin';
import { registerTokenGuards } from './access/token-guards';
import { applyEditorHelp, applyListViews } from './editor-help';
import { cmsEnv } from './env';
import { batchGraphqlRelationLoads } from './graphql/batch-relations';
import { keepPublishDates } from './publishing/keep-publish-date';
import { registerMediaHeaders } from './media/media-headers';
import { registerUploadCheck } from './media/upload-check';
import { fillPublicationDates } from './publishing/publication-date';
import { startSchedule } from './publishing/schedule';
import { recordHistory } from './history/record';
import { registerHistoryRoutes } from './history/routes';
import { startTrashPurge } from './history/trash';
import { ensureVersionsTable } from './history/versions-table';
import { seedIfEmpty } from './seed/seed';
import { registerMostMissedRoute } from './newsroom/most-missed';
import { registerQuestionStatsRoute } from './newsroom/question-stats';
import { applyQuizListViews } from './newsroom/quiz-list-views';
import { registerNewsroomRoutes } from './newsroom/reader-submissions';
import { registerUndescribedMediaRoute } from './newsroom/undescribed-media';
import { registerEntryPicturesRoute } from './newsroom/entry-pictures';
import { registerModerationRoutes } from './newsroom/comment-moderation';
import { registerReadersDeskRoutes } from './newsroom/readers-desk';
import { registerSubscribersRoutes } from './newsroom/newsletter-subscribers';
import { registerNewsletterDesk } from './newsroom/newsletter-desk';
import {
  keepNewsletterRecords,
  showNewsletterRecordsReadOnly,
} from './newsroom/newsletter-records';
import { registerCurrentDescriptions } from './media/picture-descriptions';
import { registerContentRules } from './validation';
import { fillReaderHosts } from './validation/reader-hosts';
import { registerCachePurge } from './webhooks/cache-purge';

let stopSchedule: (() => void) | undefined;
let stopTrashPurge: (() => void) | undefined;

export default {
  register({ strapi }: { strapi: Core.Strapi }) {
    // Parse (and in production, vet) the environment before anything else runs.
    cmsEnv();
    registerContentRules(strapi);
    registerTokenGuards(strapi);
    registerUploadCheck(strapi);
    registerMediaHeaders(strapi);
    keepPublishDates(strapi);
    registerNewsroomRoutes(strapi);
    registerHistoryRoutes(strapi);
    registerUndescribedMediaRoute(strapi);
    registerEntryPicturesRoute(strapi);
    registerModerationRoutes(strapi);
    registerReadersDeskRoutes(strapi);
    registerSubscribersRoutes(strapi);
    registerNewsletterDesk(strapi);
    keepNewsletterRecords(strapi);
    registerCurrentDescriptions(strapi);
    registerQuestionStatsRoute(strapi);
    registerMostMissedRoute(strapi);
    recordHistory(strapi);
  },

  async bootstrap({ strapi }: { strapi: Core.Strapi }) {
    batchGraphqlRelationLoads(strapi);
    await ensureVersionsTable(strapi);
    await syncApiTokens(strapi);
    await seedAdministrator(strapi);
    await syncNewsroomRoles(strapi);
    await seedNewsroomAccounts(strapi);
    await applyEditorHelp(strapi);
    await applyListViews(strapi);
    await applyQuizListViews(strapi);
    await showNewsletterRecordsReadOnly(strapi);
    registerCachePurge(strapi);
    await seedIfEmpty(strapi);
    await fillReaderHosts(strapi);
    await fillPublicationDates(strapi);
    stopSchedule = startSchedule(strapi);
    stopTrashPurge = startTrashPurge(strapi);
  },

  destroy() {
    stopSchedule?.();
    stopTrashPurge?.();
  },
};
