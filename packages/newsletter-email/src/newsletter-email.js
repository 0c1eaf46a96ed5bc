// @ts-check
// eslint-disable-next-line @typescript-eslint/triple-slash-reference -- JavaScript cannot import types: the reference brings the declarations of mjml and html-to-text to every program that reads this file.
/// <reference path="./vendor.d.ts" />
// The newsletter e-mail, in the two versions every message carries: HTML, written in MJML so
// that one layout reads well at phone and desktop widths in the major mail clients (and in
// their dark modes), and plain text. Two processes render it: the CMS its issues and emailed
// articles, the quiz-service its weekly digests. JavaScript with checked JSDoc types, like
// @apogee/env-file, because the CMS (compiled to CommonJS by Strapi) loads it with Node's
// require and has no compiler for a package's TypeScript.
//
// The output is the same for every reader: `{{unsubscribe_url}}` and `{{preferences_url}}`
// stand where each reader's own links go, and the sender puts them in per recipient.
import mjml2html from 'mjml';
import { absoluteUrl, escapeHtml } from './escape.js';
import { newsletterText } from './plain-text.js';

export { richTextHtml } from './rich-text.js';

/** Where each reader's one-click unsubscribe link goes (the sender substitutes it). */
export const UNSUBSCRIBE_PLACEHOLDER = '{{unsubscribe_url}}';
/** Where each reader's preferences link goes (the sender substitutes it). */
export const PREFERENCES_PLACEHOLDER = '{{preferences_url}}';

/**
 * @typedef {object} NewsletterArticle
 * @property {string} title
 * @property {string} description
 * @property {string} url the article's page; a path is taken from the site's public origin.
 * @property {string | null} [pictureUrl] its picture; a path is taken from the public origin.
 * @property {string | null} [pictureAlt]
 */

/**
 * @typedef {object} NewsletterEmailInput
 * @property {{ name: string, publicUrl: string, postalAddress: string }} site
 * @property {string} subject
 * @property {string} preheader the line mail clients show after the subject.
 * @property {string} [introHtml] trusted HTML from the CMS's rich text, sanitised by the caller.
 * @property {string} [closingHtml] trusted HTML, like the intro.
 * @property {string} [heading] e.g. "New in Space this week" for a digest; absent for an issue
 *   (whose subject is its heading).
 * @property {NewsletterArticle[]} articles
 */

/** @typedef {{ html: string, text: string }} NewsletterEmail */

/**
 * MJML 5 renders asynchronously (its CSS minifier is), hence the promise.
 *
 * @param {NewsletterEmailInput} input
 * @returns {Promise<NewsletterEmail>}
 */
export async function renderNewsletterEmail(input) {
  // Strict: a template mistake fails here, in tests and the preview, never in readers' inboxes.
  const { html } = await mjml2html(newsletterMjml(input), {
    validationLevel: 'strict',
    keepComments: false,
    // No web fonts: the system's own, and no request to a font host when a reader opens it.
    fonts: {},
  });
  return { html, text: newsletterText(input) };
}

const COLOURS = {
  page: '#eef1f5',
  card: '#ffffff',
  ink: '#16202b',
  muted: '#5a6775',
  accent: '#1d4ed8',
  rule: '#d5dbe3',
};

// Mail clients that follow the reader's dark mode (Apple Mail, iOS, Outlook on the Mac) read
// these; the others invert colours themselves or stay light, and both stay legible.
const DARK_MODE_CSS = `
  :root { color-scheme: light dark; supported-color-schemes: light dark; }
  @media (prefers-color-scheme: dark) {
    body, .nl-page, .nl-page > div { background: #0e141b !important; }
    .nl-card, .nl-card table, .nl-card td { background: #17212c !important; }
    .nl-card div, .nl-card p, .nl-card li, .nl-card h1, .nl-card h2 { color: #e6ebf1 !important; }
    .nl-muted div, .nl-muted p { color: #a9b4c0 !important; }
    a { color: #8fb4ff !important; }
  }`;

/**
 * @param {NewsletterEmailInput} input
 * @returns {string} the e-mail in MJML.
 */
export function newsletterMjml(input) {
  const { site } = input;
  const home = absoluteUrl(site.publicUrl, site.publicUrl) ?? '';
  const heading = input.heading ?? input.subject;
  return `<mjml lang="en">
  <mj-head>
    <mj-title>${escapeHtml(input.subject)}</mj-title>
    <mj-preview>${escapeHtml(input.preheader)}</mj-preview>
    <mj-raw><meta name="color-scheme" content="light dark"><meta name="supported-color-schemes" content="light dark"></mj-raw>
    <mj-attributes>
      <mj-all font-family="-apple-system, 'Segoe UI', Roboto, Helvetica, Arial, sans-serif" />
      <mj-text color="${COLOURS.ink}" font-size="16px" line-height="1.55" padding="8px 24px" />
      <mj-section background-color="${COLOURS.card}" padding="8px 0" css-class="nl-card" />
    </mj-attributes>
    <mj-style>${DARK_MODE_CSS}</mj-style>
    <mj-style inline="inline">a { color: ${COLOURS.accent}; }</mj-style>
  </mj-head>
  <mj-body background-color="${COLOURS.page}" width="600px" css-class="nl-page">
    <mj-section background-color="${COLOURS.page}" padding="24px 0 8px">
      <mj-column>
        <mj-text align="center" font-size="14px" font-weight="700" letter-spacing="2px" text-transform="uppercase" color="${COLOURS.muted}" css-class="nl-muted">
          <a href="${escapeHtml(home)}" style="color: inherit; text-decoration: none;">${escapeHtml(site.name)}</a>
        </mj-text>
      </mj-column>
    </mj-section>
    <mj-section padding="24px 0 8px">
      <mj-column>
        <mj-text font-size="26px" line-height="1.25" font-weight="700"><h1 style="margin: 0; font-size: 26px;">${escapeHtml(heading)}</h1></mj-text>
        ${input.introHtml ? `<mj-text>${input.introHtml}</mj-text>` : ''}
      </mj-column>
    </mj-section>
${input.articles.map((article) => articleMjml(article, site.publicUrl)).join('\n')}
    ${
      input.closingHtml
        ? `<mj-section padding="8px 0 24px"><mj-column><mj-text>${input.closingHtml}</mj-text></mj-column></mj-section>`
        : '<mj-section padding="0 0 16px"><mj-column></mj-column></mj-section>'
    }
    <mj-section background-color="${COLOURS.page}" padding="16px 0 32px">
      <mj-column>
        <mj-text align="center" font-size="13px" color="${COLOURS.muted}" css-class="nl-muted">
          <p style="margin: 0 0 8px;">${escapeHtml(site.name)} · ${escapeHtml(site.postalAddress)}</p>
          <p style="margin: 0;">You get this e-mail because you subscribed to ${escapeHtml(site.name)}'s newsletter.<br>
            <a href="${PREFERENCES_PLACEHOLDER}">Choose what you receive</a> · <a href="${UNSUBSCRIBE_PLACEHOLDER}">Unsubscribe</a></p>
        </mj-text>
      </mj-column>
    </mj-section>
  </mj-body>
</mjml>`;
}

/**
 * One article: its picture (when it has one) above its title, description and link.
 *
 * @param {NewsletterArticle} article
 * @param {string} publicUrl
 */
function articleMjml(article, publicUrl) {
  const url = absoluteUrl(article.url, publicUrl) ?? publicUrl;
  const picture = article.pictureUrl ? absoluteUrl(article.pictureUrl, publicUrl) : null;
  return `    <mj-section padding="8px 0">
      <mj-column>
        <mj-divider border-width="1px" border-color="${COLOURS.rule}" padding="0 24px 16px" />
        ${
          picture
            ? `<mj-image src="${escapeHtml(picture)}" alt="${escapeHtml(article.pictureAlt ?? '')}" href="${escapeHtml(url)}" padding="0 24px 12px" border-radius="6px" />`
            : ''
        }
        <mj-text font-size="20px" line-height="1.3" font-weight="700" padding="0 24px 4px"><h2 style="margin: 0; font-size: 20px;"><a href="${escapeHtml(url)}" style="text-decoration: none;">${escapeHtml(article.title)}</a></h2></mj-text>
        <mj-text>${escapeHtml(article.description)}</mj-text>
        <mj-text padding="0 24px 8px"><a href="${escapeHtml(url)}">Read the article</a></mj-text>
      </mj-column>
    </mj-section>`;
}
