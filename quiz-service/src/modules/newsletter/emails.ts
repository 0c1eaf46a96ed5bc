import type { MailMessage } from '../../lib/mailer';

/** Links of one email: where to confirm (optional) and how to leave. */
export interface NewsletterLinks {
  confirmUrl?: string;
  /** The page with the unsubscribe button. */
  unsubscribePageUrl: string;
  /** The page where the reader picks topics and rhythm (no login: the link's token). */
  preferencesUrl: string;
  /** RFC 8058 one-click endpoint that mail providers POST to. */
  oneClickUrl: string;
}

/** Headers every newsletter email carries so mail providers can offer "Unsubscribe". */
function unsubscribeHeaders(links: NewsletterLinks) {
  return {
    'List-Unsubscribe': `<${links.oneClickUrl}>`,
    'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
  };
}

const greeting = (name: string) => (name ? `Hello ${name},` : 'Hello,');

export function confirmationEmail(
  to: string,
  name: string,
  siteName: string,
  links: NewsletterLinks & { confirmUrl: string },
): MailMessage {
  return {
    to,
    subject: `Confirm your subscription to the ${siteName} newsletter`,
    text: [
      greeting(name),
      '',
      `Someone (we hope you) asked to receive the ${siteName} newsletter at this address.`,
      'To confirm, open this link and press the button on the page:',
      links.confirmUrl,
      '',
      'The link is valid for 7 days. If you did not ask for this, ignore this email and you will',
      'not hear from us again.',
      '',
      `Unsubscribe: ${links.unsubscribePageUrl}`,
    ].join('\n'),
    headers: unsubscribeHeaders(links),
  };
}

export function welcomeEmail(
  to: string,
  name: string,
  siteName: string,
  links: NewsletterLinks,
): MailMessage {
  return {
    to,
    subject: `Welcome to the ${siteName} newsletter`,
    text: [
      greeting(name),
      '',
      `Your subscription is confirmed. You will receive the ${siteName} newsletter: new articles,`,
      'magazine issues and stories about aviation and space.',
      '',
      'Choose your topics, and whether you want each new article, a weekly digest or both:',
      links.preferencesUrl,
      '',
      `You can unsubscribe at any time: ${links.unsubscribePageUrl}`,
    ].join('\n'),
    headers: unsubscribeHeaders(links),
  };
}
