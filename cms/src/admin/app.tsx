import {
  Calendar,
  CheckCircle,
  Clock,
  ClockCounterClockwise,
  Discuss,
  Images,
  ListSearch,
  Mail,
  PaperPlane,
  Question,
  Shield,
  User,
} from '@strapi/icons';
import { AnswerFiguresPanel, addAnswerFiguresColumn } from './newsroom/answer-figures';
import { confirmingUnpublish } from './newsroom/confirm-unpublish';
import { HistoryPanel } from './newsroom/history-panel';
import { NewsletterArticlePanel } from './newsroom/newsletter-article-panel';
import { NewsletterIssuePanel } from './newsroom/newsletter-issue-panel';
import { PicturesPanel } from './newsroom/pictures-panel';
import { MinuteDateTime } from './newsroom/minute-date-time';
import { RelationFilters } from './newsroom/relation-filters';

// The admin panel editors use: our name on it, and no Strapi tours or release news in their way.
export default {
  config: {
    locales: [],
    tutorials: false,
    notifications: { releases: false },
    translations: {
      en: {
        'Auth.form.welcome.title': 'Welcome to Apogee',
        'Auth.form.welcome.subtitle': 'Log in to the Apogee CMS',
        'app.components.LeftMenu.navbrand.title': 'Apogee CMS',
        'app.components.LeftMenu.navbrand.workplace': 'Editorial',
      },
    },
  },
  register(app: NewsroomApp) {
    // The home is the newsroom's: Strapi's own widgets (statistics, last edits) give way.
    app.widgets.register(() => [
      newsroomWidget(
        'in-review',
        'Waiting for review',
        'InReview',
        Clock,
        '/content-manager/collection-types/api::blog.blog',
      ),
      newsroomWidget('scheduled', 'Scheduled', 'Scheduled', Calendar),
      newsroomWidget(
        'submissions',
        'Reader stories to moderate',
        'ReaderSubmissions',
        User,
        '/content-manager/collection-types/api::story.story',
      ),
      newsroomWidget('published', 'Recently published', 'RecentlyPublished', CheckCircle),
      newsroomWidget(
        'most-missed',
        'Questions most readers miss',
        'MostMissed',
        Question,
        '/content-manager/collection-types/api::quiz-question.quiz-question',
      ),
    ]);
    // Every entry's versions and the trash of deleted ones (src/history).
    app.addMenuLink({
      to: 'newsroom-history',
      icon: ClockCounterClockwise,
      intlLabel: { id: 'newsroom.history', defaultMessage: 'History & trash' },
      Component: () => import('./newsroom/history-page'),
      permissions: [],
    });
    // The media library cannot filter on alternative text; this page lists what lacks it.
    app.addMenuLink({
      to: 'newsroom-pictures',
      icon: Images,
      intlLabel: { id: 'newsroom.pictures', defaultMessage: 'Pictures to describe' },
      Component: () => import('./newsroom/undescribed-media-page'),
      permissions: [{ action: 'plugin::upload.read', subject: null }],
    });
    // Readers' comments: the queue, removals, blocks and replies as the publication. The
    // server routes admit editors and administrators only; authors (who cannot publish) do
    // not see the link either.
    app.addMenuLink({
      to: 'newsroom-moderation',
      icon: Discuss,
      intlLabel: { id: 'newsroom.moderation', defaultMessage: 'Moderation' },
      Component: () => import('./newsroom/moderation-page'),
      permissions: [
        { action: 'plugin::content-manager.explorer.publish', subject: 'api::blog.blog' },
      ],
    });
    // What readers send and ask: the contact inbox, and their data's export and erasure.
    // Editors and administrators only (the server routes refuse authors too).
    app.addMenuLink({
      to: 'newsroom-inbox',
      icon: Mail,
      intlLabel: { id: 'newsroom.inbox', defaultMessage: 'Inbox' },
      Component: () => import('./newsroom/inbox-page'),
      permissions: [
        { action: 'plugin::content-manager.explorer.publish', subject: 'api::blog.blog' },
      ],
    });
    // Each newsletter send's figures, with its progress and Stop (src/newsroom/newsletter-desk).
    // Editors and administrators only, like the desks above.
    app.addMenuLink({
      to: 'newsroom-newsletter-sends',
      icon: PaperPlane,
      intlLabel: { id: 'newsroom.newsletterSends', defaultMessage: 'Newsletter sends' },
      Component: () => import('./newsroom/newsletter-sends-page'),
      permissions: [
        { action: 'plugin::content-manager.explorer.publish', subject: 'api::blog.blog' },
      ],
    });
    app.addMenuLink({
      to: 'newsroom-readers-rights',
      icon: Shield,
      intlLabel: { id: 'newsroom.readersRights', defaultMessage: "Readers' rights" },
      Component: () => import('./newsroom/readers-rights-page'),
      permissions: [
        { action: 'plugin::content-manager.explorer.publish', subject: 'api::blog.blog' },
      ],
    });
    // The newsletter's list: search, filters, CSV export and import. Editors and administrators.
    app.addMenuLink({
      to: 'newsroom-subscribers',
      icon: ListSearch,
      intlLabel: { id: 'newsroom.subscribers', defaultMessage: 'Subscribers' },
      Component: () => import('./newsroom/subscribers-page'),
      permissions: [
        { action: 'plugin::content-manager.explorer.publish', subject: 'api::blog.blog' },
      ],
    });
    // "Publish at" and "Unpublish at" to the minute, not the quarter hour.
    app.addFields({ type: 'datetime', Component: MinuteDateTime });
    switchOffGuidedTour();
  },
  bootstrap(app: NewsroomApp) {
    const plugin = app.getPlugin('content-manager');
    plugin.injectComponent('listView', 'actions', {
      name: 'newsroom-relation-filters',
      Component: RelationFilters,
    });
    const contentManager = plugin.apis;
    contentManager.addEditViewSidePanel([
      PicturesPanel,
      NewsletterIssuePanel,
      NewsletterArticlePanel,
      HistoryPanel,
      AnswerFiguresPanel,
    ]);
    // How readers answer each quiz question, asked of the quiz-service (src/newsroom/question-stats).
    app.registerHook('Admin/CM/pages/ListView/inject-column-in-table', addAnswerFiguresColumn);
    contentManager.addDocumentAction((actions) =>
      actions.map((action) => (action.type === 'unpublish' ? confirmingUnpublish(action) : action)),
    );
  },
};

type WidgetName =
  'InReview' | 'Scheduled' | 'ReaderSubmissions' | 'RecentlyPublished' | 'MostMissed';

type DocumentAction = Parameters<typeof confirmingUnpublish>[0];

// The parts of Strapi's admin app used here (its StrapiApp type is wider than needed).
interface NewsroomApp {
  widgets: { register(reducer: (widgets: unknown[]) => unknown[]): void };
  addMenuLink(link: {
    to: string;
    icon: typeof Clock;
    intlLabel: { id: string; defaultMessage: string };
    Component: () => Promise<{ default: () => unknown }>;
    permissions: unknown[];
  }): void;
  registerHook(name: string, hook: typeof addAnswerFiguresColumn): void;
  addFields(field: { type: 'datetime'; Component: typeof MinuteDateTime }): void;
  getPlugin(name: 'content-manager'): {
    injectComponent(
      view: 'listView',
      zone: 'actions',
      component: { name: string; Component: () => unknown },
    ): void;
    apis: {
      addEditViewSidePanel(panels: unknown[]): void;
      addDocumentAction(reducer: (actions: DocumentAction[]) => DocumentAction[]): void;
    };
  };
}

function newsroomWidget(
  id: string,
  title: string,
  name: WidgetName,
  icon: typeof Clock,
  list?: string,
) {
  return {
    id,
    icon,
    pluginId: 'newsroom',
    title: { id: `newsroom.${id}`, defaultMessage: title },
    component: async () => (await import('./newsroom/widgets'))[name],
    link: list
      ? { label: { id: `newsroom.${id}.all`, defaultMessage: 'See all' }, href: list }
      : undefined,
  };
}

/**
 * Strapi's guided tour opens over the home for every new editor and catches their clicks;
 * editors are not developers setting a project up, so it starts switched off.
 */
function switchOffGuidedTour() {
  const key = 'STRAPI_GUIDED_TOUR';
  try {
    const stored = JSON.parse(localStorage.getItem(key) ?? '{}') as Record<string, unknown>;
    localStorage.setItem(
      key,
      JSON.stringify({ tours: {}, completedActions: [], ...stored, enabled: false }),
    );
  } catch {
    // No storage (a private window): the tour can still be skipped by hand.
  }
}
