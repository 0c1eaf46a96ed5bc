/**
 * What goes into a newsletter e-mail, read from the CMS: the site's name and postal address
 * (Site settings), the public origin (PUBLIC_URL), and for an issue its texts and picked
 * articles, for an emailed article the article alone. @apogee/newsletter-email renders it;
 * the preview, the test and the send all go through here, so the editor previews exactly
 * what readers get.
 */
import type { Core } from '@strapi/strapi';
import {
  renderNewsletterEmail,
  richTextHtml,
  type NewsletterArticle,
  type NewsletterEmailInput,
} from '@apogee/newsletter-email';
import { cmsEnv } from '../env';

export const ISSUE_UID = 'api::newsletter-issue.newsletter-issue';
export const BLOG_UID = 'api::blog.blog';
/** An issue is read in one sitting: a longer list is a mistake to fix before it goes. */
export const MAX_ISSUE_ARTICLES = 20;

export interface RenderedNewsletter {
  subject: string;
  preheader: string;
  html: string;
  text: string;
}

interface Picture {
  url?: string;
  alternativeText?: string | null;
  formats?: Record<string, { url?: string } | undefined> | null;
}

export interface ArticleRow {
  id: number;
  documentId: string;
  title: string;
  slug: string;
  description: string;
  publishedAt: string | Date | null;
  featureImage?: Picture | null;
  category?: { slug?: string | null } | null;
  emailedToSubscribersAt?: string | Date | null;
}

export interface IssueRow {
  id: number;
  documentId: string;
  subject: string;
  preheader?: string | null;
  intro?: unknown;
  closing?: unknown;
  articles?: ArticleRow[];
  sendId?: string | null;
  sendAt?: string | Date | null;
  sentBy?: string | null;
}

const ARTICLE_POPULATE = {
  featureImage: { select: ['url', 'alternativeText', 'formats'] },
  category: { select: ['slug'] },
};

async function siteOf(strapi: Core.Strapi) {
  const settings = (await strapi.db
    .query('api::site-setting.site-setting')
    .findOne({ select: ['siteName', 'postalAddress'] })) as {
    siteName?: string | null;
    postalAddress?: string | null;
  } | null;
  return {
    name: settings?.siteName?.trim() || 'Apogee',
    publicUrl: cmsEnv().publicUrl,
    postalAddress: settings?.postalAddress?.trim() ?? '',
  };
}

/** The picture at e-mail width (the medium size, 750 px) when the library made one. */
const pictureUrl = (picture: Picture | null | undefined) =>
  picture?.formats?.medium?.url ?? picture?.url ?? null;

export const articleOf = (row: ArticleRow): NewsletterArticle => ({
  title: row.title,
  description: row.description,
  url: `/${row.slug}`,
  pictureUrl: pictureUrl(row.featureImage),
  pictureAlt: row.featureImage?.alternativeText ?? null,
});

/** An issue with its articles in the editor's order; null when there is none. */
export async function findIssue(strapi: Core.Strapi, documentId: string): Promise<IssueRow | null> {
  const issue = (await strapi.db.query(ISSUE_UID).findOne({
    where: { documentId },
    populate: { articles: { populate: ARTICLE_POPULATE } },
  })) as IssueRow | null;
  if (!issue) return null;
  // An article is linked through each of its versions: keep one per article, the published
  // one, in the order the editor gave; drafts never published are left out.
  const seen = new Set<string>();
  const articles = (issue.articles ?? []).filter((article) => {
    if (!article.publishedAt || seen.has(article.documentId)) return false;
    seen.add(article.documentId);
    return true;
  });
  return { ...issue, articles };
}

/** The published version of an article; null when it is not published. */
export async function findPublishedArticle(
  strapi: Core.Strapi,
  documentId: string,
): Promise<ArticleRow | null> {
  return (await strapi.db.query(BLOG_UID).findOne({
    where: { documentId, publishedAt: { $notNull: true } },
    populate: ARTICLE_POPULATE,
  })) as ArticleRow | null;
}

async function render(strapi: Core.Strapi, input: Omit<NewsletterEmailInput, 'site'>) {
  const email = await renderNewsletterEmail({ ...input, site: await siteOf(strapi) });
  return { subject: input.subject, preheader: input.preheader, ...email };
}

export async function renderIssue(
  strapi: Core.Strapi,
  issue: IssueRow,
): Promise<RenderedNewsletter> {
  const { publicUrl } = cmsEnv();
  return render(strapi, {
    subject: issue.subject,
    preheader: issue.preheader ?? '',
    introHtml: richTextHtml(issue.intro, publicUrl) || undefined,
    closingHtml: richTextHtml(issue.closing, publicUrl) || undefined,
    articles: (issue.articles ?? []).map(articleOf),
  });
}

/** An article e-mailed on its own: its title as subject, its description as preheader. */
export async function renderArticle(
  strapi: Core.Strapi,
  article: ArticleRow,
): Promise<RenderedNewsletter> {
  return render(strapi, {
    subject: article.title,
    preheader: article.description.slice(0, 300),
    articles: [articleOf(article)],
  });
}
