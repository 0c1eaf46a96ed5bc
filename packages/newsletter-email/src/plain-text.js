// @ts-check
// eslint-disable-next-line @typescript-eslint/triple-slash-reference -- JavaScript cannot import types: the reference brings the declarations of mjml and html-to-text to every program that reads this file.
/// <reference path="./vendor.d.ts" />
// The plain-text version: what text-only mail clients and screen readers of plain mail show,
// and what spam filters expect beside the HTML. The same content, in reading order, with each
// link written out.
import { convert } from 'html-to-text';
import { absoluteUrl } from './escape.js';

/** @typedef {import('./newsletter-email.js').NewsletterEmailInput} NewsletterEmailInput */

// Headings keep their case (html-to-text shouts them by default) and links show their address
// after their words, unless the words are the address.
const HTML_TO_TEXT = {
  wordwrap: 78,
  selectors: [
    { selector: 'a', options: { hideLinkHrefIfSameAsText: true, linkBrackets: ['(', ')'] } },
    ...['h1', 'h2', 'h3', 'h4', 'h5', 'h6'].map((selector) => ({
      selector,
      options: { uppercase: false },
    })),
    { selector: 'img', format: 'skip' },
  ],
};

/**
 * @param {string} html trusted HTML of the intro or the closing.
 * @returns {string}
 */
const textOf = (html) => convert(html, HTML_TO_TEXT).trim();

/**
 * @param {NewsletterEmailInput} input
 * @returns {string}
 */
export function newsletterText(input) {
  const { site } = input;
  const heading = input.heading ?? input.subject;
  /** @type {string[]} */
  const blocks = [
    site.name.toUpperCase(),
    `${heading}\n${'='.repeat(Math.min(heading.length, 78))}`,
  ];
  if (input.introHtml) blocks.push(textOf(input.introHtml));
  for (const article of input.articles) {
    const url = absoluteUrl(article.url, site.publicUrl) ?? site.publicUrl;
    blocks.push(
      `${article.title}\n${'-'.repeat(Math.min(article.title.length, 78))}\n${article.description}\nRead the article: ${url}`,
    );
  }
  if (input.closingHtml) blocks.push(textOf(input.closingHtml));
  blocks.push(
    [
      '--',
      `${site.name} · ${site.postalAddress}`,
      `You get this e-mail because you subscribed to ${site.name}'s newsletter.`,
      'Choose what you receive: {{preferences_url}}',
      'Unsubscribe: {{unsubscribe_url}}',
    ].join('\n'),
  );
  return `${blocks.filter(Boolean).join('\n\n')}\n`;
}
