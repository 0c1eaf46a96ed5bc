import { createFileRoute } from '@tanstack/react-router';
import { ContactForm } from '@/features/contact/components/ContactForm';
import { pageHead } from '@/lib/seo/page-head';
import { loadSiteSettings } from '@/lib/site/site-settings';
import { useSiteSettings } from '@/lib/site/use-site-settings';

export const Route = createFileRoute('/contact-us')({
  loader: loadSiteSettings,
  head: ({ loaderData }) =>
    loaderData
      ? pageHead({
          settings: loaderData.settings,
          title: `Contact Us | ${loaderData.settings.siteName}`,
          description: `Write to the ${loaderData.settings.siteName} team: questions, story ideas and feedback.`,
          path: '/contact-us',
        })
      : {},
  component: ContactUsPage,
});

function ContactUsPage() {
  const settings = useSiteSettings();
  const phoneHref = `tel:${settings.contactPhone.replace(/[^+\d]/g, '')}`;
  return (
    <div className="container">
      <section aria-labelledby="contact-title">
        <h1 id="contact-title" className="page-title">
          Contact Us
        </h1>
        <address className="contact-info">
          {settings.contactPhone ? <a href={phoneHref}>{settings.contactPhone}</a> : null}
          {settings.postalAddress ? (
            settings.mapLink ? (
              <a href={settings.mapLink} target="_blank" rel="noopener noreferrer">
                {settings.postalAddress}
              </a>
            ) : (
              <span>{settings.postalAddress}</span>
            )
          ) : null}
          {settings.editorialEmail ? (
            <a href={`mailto:${settings.editorialEmail}`}>{settings.editorialEmail}</a>
          ) : null}
        </address>
        <ContactForm />
      </section>
    </div>
  );
}
