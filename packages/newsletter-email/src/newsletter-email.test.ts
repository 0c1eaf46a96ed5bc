import { describe, expect, it } from 'vitest';
import { renderNewsletterEmail, type NewsletterEmailInput } from './newsletter-email.js';

const issue: NewsletterEmailInput = {
  site: {
    name: 'Apogee',
    publicUrl: 'https://www.example.com/',
    postalAddress: '12 Hangar Lane, 31000 Toulouse, France',
  },
  subject: 'Apogee, issue 4: the long way to the Moon',
  preheader: 'Three stories from the launch pad',
  introHtml: '<p>Dear readers, this week <a href="https://www.example.com/about">we</a> flew.</p>',
  closingHtml: '<p>Clear skies until next time.</p>',
  articles: [
    {
      title: 'Why rockets <stage> & separate',
      description: 'A booster falls away "on time", and why that matters.',
      url: '/blog/why-rockets-stage',
      pictureUrl: '/uploads/booster.jpg',
      pictureAlt: 'A booster falling back to Earth',
    },
    {
      title: 'The quiet hangar',
      description: 'A night among the gliders.',
      url: 'https://www.example.com/blog/the-quiet-hangar',
      pictureUrl: null,
    },
  ],
};

describe('renderNewsletterEmail', () => {
  it('puts each reader’s unsubscribe and preferences links in both versions', async () => {
    const { html, text } = await renderNewsletterEmail(issue);
    for (const version of [html, text]) {
      expect(version).toContain('{{unsubscribe_url}}');
      expect(version).toContain('{{preferences_url}}');
    }
    expect(html).toContain('<a href="{{unsubscribe_url}}"');
    expect(html).toContain('<a href="{{preferences_url}}"');
  });

  it('carries the site’s name and postal address in both versions', async () => {
    const { html, text } = await renderNewsletterEmail(issue);
    for (const version of [html, text]) {
      expect(version).toContain('Apogee');
      expect(version).toContain('12 Hangar Lane, 31000 Toulouse, France');
    }
  });

  it('lists each article with its title and absolute link', async () => {
    const { html, text } = await renderNewsletterEmail(issue);
    expect(html).toContain('href="https://www.example.com/blog/why-rockets-stage"');
    expect(html).toContain('href="https://www.example.com/blog/the-quiet-hangar"');
    expect(html).toContain('The quiet hangar');
    expect(text).toContain(
      'Why rockets <stage> & separate\n------------------------------\n' +
        'A booster falls away "on time", and why that matters.\n' +
        'Read the article: https://www.example.com/blog/why-rockets-stage',
    );
  });

  it('escapes titles and descriptions in the HTML', async () => {
    const { html } = await renderNewsletterEmail(issue);
    expect(html).toContain('Why rockets &lt;stage&gt; &amp; separate');
    expect(html).toContain('A booster falls away &quot;on time&quot;');
    expect(html).not.toContain('<stage>');
  });

  it('shows pictures from the site’s public origin, with their description', async () => {
    const { html } = await renderNewsletterEmail(issue);
    expect(html).toMatch(
      /<img alt="A booster falling back to Earth" src="https:\/\/www\.example\.com\/uploads\/booster\.jpg"/,
    );
    expect(html.match(/<img /g)).toHaveLength(1);
  });

  it('drops addresses that are not web addresses', async () => {
    const { html, text } = await renderNewsletterEmail({
      ...issue,
      articles: [{ title: 'Odd', description: 'Odd link', url: 'javascript:alert(1)' }],
    });
    expect(html).not.toContain('javascript:');
    expect(text).not.toContain('javascript:');
    expect(text).toContain('Read the article: https://www.example.com/');
  });

  it('writes a plain text that reads in order, links spelled out', async () => {
    const { text } = await renderNewsletterEmail(issue);
    expect(text).not.toMatch(/<\/?(p|a|div|table)\b/);
    expect(text).toContain('Dear readers, this week we (https://www.example.com/about) flew.');
    const order = [
      'APOGEE',
      'Apogee, issue 4: the long way to the Moon',
      'Dear readers',
      'Why rockets',
      'The quiet hangar',
      'Clear skies until next time.',
      'Unsubscribe: {{unsubscribe_url}}',
    ].map((part) => text.indexOf(part));
    expect(order.every((at) => at >= 0)).toBe(true);
    expect([...order].sort((a, b) => a - b)).toEqual(order);
  });

  it('has the subject as title, the preheader hidden first, and follows dark mode', async () => {
    const { html } = await renderNewsletterEmail(issue);
    expect(html).toContain('<title>Apogee, issue 4: the long way to the Moon</title>');
    expect(html).toMatch(
      /<div style="display:none;[^"]*">Three stories from the launch pad<\/div>/,
    );
    expect(html).toContain('<meta name="color-scheme" content="light dark">');
    expect(html).toContain('@media (prefers-color-scheme: dark)');
    expect(html).toContain('<meta name="viewport" content="width=device-width, initial-scale=1">');
    expect(html).not.toContain('fonts.googleapis.com');
  });

  it('heads a digest with its own heading and leaves out what it lacks', async () => {
    const { html, text } = await renderNewsletterEmail({
      site: issue.site,
      subject: 'This week in Space',
      preheader: 'Two new articles',
      heading: 'New in Space this week',
      articles: issue.articles,
    });
    expect(html).toContain('New in Space this week</h1>');
    expect(text).toMatch(/^APOGEE\n\nNew in Space this week\n=+\n\nWhy rockets/);
  });
});
