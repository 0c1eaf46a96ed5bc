/**
 * The label and help line of each field in the admin's edit view. Strapi keeps these in the
 * content manager's view configuration, not in the schema, so they are written at start into
 * any field whose help is still empty or whose label is still the raw field name (an editor's
 * own wording, set in "Configure the view", is kept).
 */
import type { Core } from '@strapi/strapi';

const SLUG =
  'The address of the page: lower case words joined by hyphens. Made from the title; change it only before publishing, as old links stop working.';

export const FIELD_HELP: Record<string, Record<string, string>> = {
  'api::blog.blog': {
    reviewStage:
      'Where the piece is in review: authors send it "In review"; editors approve it or ask for changes. Its author is e-mailed at each change.',
    publishAt:
      'Publish at this time (your time zone). The CMS publishes it within a minute of it; leave empty to publish by hand.',
    unpublishAt: 'Take it off the site at this time. Leave empty to keep it published.',
    title: 'The headline, as shown on the article page, on cards and in search results.',
    slug: `${SLUG} The article lives at /<slug>.`,
    description:
      'One or two sentences summing up the article; used on cards, in search results and when shared.',
    content: 'The article body: headings, paragraphs, lists, links and pictures.',
    featureImage:
      'The main picture, shown on cards and at the top of the article. At least 1000 px wide; fill in its alternative text in the media library.',
    category:
      'The section the article belongs to. Articles in "Other" are not listed in the sidebar.',
    author:
      "Who wrote it: their name is the byline and links to their author page. Leave empty for a house piece, signed with the site's author label.",
    tags: 'Keywords of the article (2 to 5). Tag pages and "Related posts" use them.',
    seo: 'What search engines and social networks show. Leave empty to use the title and description.',
  },
  'api::category.category': {
    name: 'The section name shown on cards and in the sidebar. "Other" is hidden from the sidebar.',
    slug: `${SLUG} The section lives at /category/<slug>.`,
    description:
      'A sentence about what the section covers, for the category page and search engines.',
    blogs: 'Articles in this section (set from each article).',
  },
  'api::author.author': {
    name: 'The name as printed in bylines.',
    slug: `${SLUG} The author page lives at /author/<slug>.`,
    jobTitle: 'What they do for the site, under their name ("Space correspondent").',
    bio: 'A few sentences about the author, shown on their page and to search engines.',
    picture:
      'A portrait, square, at least 400 px wide; fill in its alternative text in the media library.',
    links: 'Their own pages elsewhere (https addresses), linked from their author page.',
    blogs: 'Articles signed by this author (set from each article).',
  },
  'api::tag.tag': {
    name: 'The keyword as readers see it.',
    slug: `${SLUG} The tag page lives at /tag/<slug>.`,
    blogs: 'Articles carrying this tag (set from each article).',
    magazines: 'Magazine issues carrying this tag (set from each issue).',
  },
  'api::magazine.magazine': {
    publishAt:
      'Publish at this time (your time zone). The CMS publishes it within a minute of it; leave empty to publish by hand.',
    unpublishAt: 'Take it off the site at this time. Leave empty to keep it published.',
    title: 'The issue title, shown under the cover in the publications list.',
    slug: `${SLUG} The issue lives at /publications/<slug>.`,
    cover: 'The cover picture (portrait). It links to the purchase page when there is one.',
    description: 'What is in this issue, shown above the reader.',
    pdf: 'The issue as a PDF file. Readers read it page by page on the issue page ("Read this issue"). Optional.',
    readerUrl:
      'Optional: the https address of an online reader, embedded 800 px high on the issue page when no PDF is uploaded (else offered as another way to read it). Its host must be listed under Site settings → Reader hosts.',
    purchaseUrl:
      'Optional: the https address where readers buy the printed issue. "Want to buy? Click here" shows only when it is set.',
    issueDate: 'The first day of the issue month; issues are listed newest first.',
    tags: 'Keywords shown under the issue.',
  },
  'api::story.story': {
    publishAt:
      'Publish at this time (your time zone). The CMS publishes it within a minute of it; leave empty to publish by hand.',
    unpublishAt: 'Take it off the site at this time. Leave empty to keep it published.',
    title: 'The story title, shown over its cover in the stories gallery.',
    slug: `${SLUG} The story lives at /story/<slug>.`,
    description: 'A sentence about the story, for search engines and sharing.',
    readerName:
      'For a reader’s story: the name they chose on their profile, credited as “Sent by …” on the story and its card. Empty for the newsroom’s own stories.',
    pages:
      'The full-screen pages, in order. The first page is the cover. Pictures stay 5 s, videos 30 s.',
  },
  'api::quiz-question.quiz-question': {
    question: 'The question as readers see it.',
    options: 'Between 2 and 6 answers. Mark exactly one as correct.',
    explanation: 'Shown after the reader answers: why the correct answer is right.',
    topic: 'A short subject label (for example "Rocketry" or "Aircraft").',
    difficulty:
      'How hard most readers will find it: easy, medium or hard. Shown to readers beside the question; leave empty if unsure.',
    relatedArticle:
      'Optional: the article the question teaches from. Readers can open it after answering, and the question appears in the "Test yourself" quiz at the end of that article (with the article\'s other questions).',
    magazine:
      'Optional: the magazine issue whose page carries this question in its quiz. Give an issue at least two questions.',
  },
  'api::daily-challenge.daily-challenge': {
    date: "The day these picks are for (the site's day, in its time zone). One entry per day.",
    questions:
      'Up to 5 quiz questions, in the order readers get them. A day without picks, or with fewer than 5, is filled with questions drawn by its date.',
  },
  'api::page.page': {
    title: 'The page heading.',
    slug: 'The page address. The site shows about-us, privacy-policy, terms-of-use and information-policy at those routes.',
    body: 'The page text.',
  },
  'api::site-setting.site-setting': {
    siteName: 'The site name, shown in the header, page titles and as the story publisher.',
    tagline: 'A short line shown beside the name.',
    seoDescription: 'The description search engines show for the home page.',
    seoKeywords: 'Comma-separated keywords for the home page.',
    operatingCompany: 'The company named in the footer copyright line.',
    authorLabel: 'The author name shown on every article card.',
    footerDescription: 'The text at the top of the footer.',
    socialLinks: 'The site pages on Facebook, LinkedIn and Instagram (https addresses).',
    contactPhone: 'The phone number on the contact page.',
    postalAddress: 'The postal address on the contact page.',
    mapLink: 'The https map link of the postal address.',
    editorialEmail: 'The editorial mailbox readers can write to.',
    readerHosts:
      'Online magazine readers the issue pages may embed, one https address per line (for example https://issuu.com). An issue whose reader link is on another host is refused.',
    digestDay:
      "The day the weekly newsletter digest goes out, in the site's time zone: one per topic with new articles since the last one.",
    digestHour: 'The hour (0 to 23, site time zone) the weekly digest goes out on its day.',
  },
  'api::home.home': {
    hero: 'The article shown large at the top of the home page.',
    editorsPicks: "Up to 4 articles shown under the hero as editor's picks.",
  },
  'api::publisher.publisher': {
    name: 'The publisher name shown on /user-profile.',
    picture: 'The publisher picture.',
    bio: 'A few sentences about the publisher.',
    contactEmail: 'The address of the "Contact" mail link.',
  },
  'shared.seo': {
    metaTitle: 'The title search engines and social networks show (up to 70 characters).',
    metaDescription: 'The description search engines show (up to 200 characters).',
    shareImage: 'The picture shown when the page is shared. Defaults to the feature image.',
    keywords: 'Comma-separated keywords.',
  },
  'shared.author-links': {
    website: 'https address of their own website.',
    x: 'https address of their X profile.',
    linkedin: 'https address of their LinkedIn profile.',
    mastodon: 'https address of their Mastodon profile.',
    bluesky: 'https address of their Bluesky profile.',
  },
  'shared.social-links': {
    facebook: 'https address of the Facebook page.',
    linkedin: 'https address of the LinkedIn page.',
    instagram: 'https address of the Instagram account.',
  },
  'story.page': {
    media: 'A picture or a short video (portrait, 720x1280 looks best).',
    caption: 'The line shown as the heading of this page.',
  },
  'quiz.option': {
    text: 'The answer as readers see it.',
    isCorrect: 'Switch on for the one correct answer.',
  },
};

/**
 * The field naming an entry in lists and relation pickers. Strapi picks the first short text
 * field, which for a quiz question is its topic ("Aviation" for half of them).
 */
const MAIN_FIELDS: Record<string, { strapiDefault: string; ours: string }> = {
  'api::quiz-question.quiz-question': { strapiDefault: 'topic', ours: 'question' },
};

interface ViewConfiguration {
  settings?: { mainField?: string; defaultSortBy?: string; defaultSortOrder?: string };
  layouts?: { list?: string[] };
  metadatas?: Record<
    string,
    {
      edit?: { description?: string; label?: string; editable?: boolean };
      list?: { label?: string; sortable?: boolean };
    }
  >;
}

/** "featureImage" → "Feature image": Strapi's default label is the raw field name. */
export function fieldLabel(field: string): string {
  const words = field.replace(/([a-z0-9])([A-Z])/g, '$1 $2').toLowerCase();
  // Abbreviations stay in capitals ("pdf" → "PDF").
  return (words.charAt(0).toUpperCase() + words.slice(1)).replace(/\bpdf\b/gi, 'PDF');
}

interface ConfigurationService {
  findConfiguration(model: { uid: string }): Promise<ViewConfiguration>;
  updateConfiguration(model: { uid: string }, configuration: ViewConfiguration): Promise<unknown>;
}

export async function applyEditorHelp(strapi: Core.Strapi): Promise<void> {
  const contentManager = strapi.plugin('content-manager');
  for (const [uid, fields] of Object.entries(FIELD_HELP)) {
    const isComponent = !uid.includes('::');
    const service = contentManager.service(
      isComponent ? 'components' : 'content-types',
    ) as unknown as ConfigurationService;
    const model = { uid, category: isComponent ? uid.split('.')[0] : undefined };
    const configuration = await service.findConfiguration(model);
    let changed = false;
    for (const [field, help] of Object.entries(fields)) {
      const metadata = configuration.metadatas?.[field];
      const edit = metadata?.edit;
      if (edit && !edit.description) {
        edit.description = help;
        changed = true;
      }
      for (const view of [edit, metadata?.list]) {
        if (view && (!view.label || view.label === field)) {
          view.label = fieldLabel(field);
          changed = true;
        }
      }
    }
    const main = MAIN_FIELDS[uid];
    if (main && configuration.settings?.mainField === main.strapiDefault) {
      configuration.settings.mainField = main.ours;
      changed = true;
    }
    if (changed) {
      await service.updateConfiguration(model, configuration);
    }
  }
}

/**
 * The lists editors work from: newest first by the date readers see, with the columns a
 * newsroom checks (section, review stage, schedule). Written once (an editor's own layout,
 * from "Configure the view", is kept afterwards; v2 added the author column, so the lists were
 * laid out once more).
 */
const LIST_VIEWS: Record<string, string[]> = {
  'api::blog.blog': ['title', 'category', 'author', 'publicationDate', 'reviewStage', 'publishAt'],
  'api::magazine.magazine': ['title', 'issueDate', 'publicationDate', 'publishAt'],
  'api::story.story': ['title', 'publicationDate', 'publishAt', 'unpublishAt'],
};
const LIST_VIEWS_MARK = { type: 'core', name: 'apogee', key: 'list-views-v2' } as const;

export async function applyListViews(strapi: Core.Strapi): Promise<void> {
  if ((await strapi.store.get(LIST_VIEWS_MARK)) === 'applied') return;
  const service = strapi
    .plugin('content-manager')
    .service('content-types') as unknown as ConfigurationService;
  for (const [uid, columns] of Object.entries(LIST_VIEWS)) {
    const model = { uid };
    const configuration = await service.findConfiguration(model);
    configuration.layouts = { ...configuration.layouts, list: columns };
    configuration.settings = {
      ...configuration.settings,
      defaultSortBy: 'publicationDate',
      defaultSortOrder: 'DESC',
    };
    const date = configuration.metadatas?.publicationDate;
    if (date?.edit) {
      // Set by publishing, not typed.
      date.edit.editable = false;
      date.edit.label = 'First published';
      date.edit.description = 'When it was first published; set by publishing.';
    }
    if (date?.list) date.list.label = 'Published';
    await service.updateConfiguration(model, configuration);
  }
  await strapi.store.set({ ...LIST_VIEWS_MARK, value: 'applied' });
}
