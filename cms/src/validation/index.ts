import type { Core } from '@strapi/strapi';
import { assertPicturesDescribed } from './alt-text';
import { saveDailyChallengeWithinLimit } from './daily-challenge';
import { saveHomeWithinPickLimit } from './home';
import { reviewArticleSave } from './review';
import { assertSensibleSchedule } from './schedule';
import { assertIssuePdf } from './magazine-pdf';
import { assertMagazineLinks, assertValidReaderHosts } from './reader-hosts';
import { assertValidQuizOptions } from './quiz-question';
import { fillMissingSlug, slugFollowsTitle } from './slugs';

interface DocumentContext {
  uid: string;
  action: string;
  params?: { documentId?: string; data?: Record<string, unknown> };
}

/** Content rules Strapi's schema cannot state, checked on every save whatever its origin. */
export function registerContentRules(strapi: Core.Strapi): void {
  strapi.documents.use(async (context, next) => {
    const { uid, action, params } = context as unknown as DocumentContext;
    if (action === 'create' || action === 'update') {
      if (uid === 'api::quiz-question.quiz-question')
        assertValidQuizOptions(params?.data, action === 'create');
      if (uid === 'api::magazine.magazine') {
        await assertMagazineLinks(strapi, params?.data);
        await assertIssuePdf(strapi, params?.data);
      }
      assertSensibleSchedule(params?.data);
      if (uid === 'api::site-setting.site-setting') assertValidReaderHosts(params?.data);
      if (action === 'create' && uid.startsWith('api::'))
        await fillMissingSlug(strapi, uid, params?.data);
      if (action === 'update')
        await slugFollowsTitle(strapi, uid, params?.documentId, params?.data);
    }
    if (action === 'publish') await assertPicturesDescribed(strapi, uid, params?.documentId);
    if (uid === 'api::blog.blog' && (action === 'create' || action === 'update'))
      return reviewArticleSave(strapi, params?.documentId, params?.data, () =>
        Promise.resolve(next()),
      );
    if (
      uid === 'api::daily-challenge.daily-challenge' &&
      (action === 'create' || action === 'update')
    )
      return saveDailyChallengeWithinLimit(strapi, params?.documentId, () =>
        Promise.resolve(next()),
      );
    if (uid === 'api::home.home' && (action === 'create' || action === 'update')) {
      return saveHomeWithinPickLimit(strapi, () => Promise.resolve(next()));
    }
    return next();
  });
}
