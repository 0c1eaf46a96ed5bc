import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';

const quickLinks = [
  { to: '/', label: 'Home' },
  { to: '/publications', label: 'Publications' },
  { to: '/about-us', label: 'About Us' },
  { to: '/contact-us', label: 'Contact Us' },
  { to: '/privacy-policy', label: 'Privacy Policy' },
  { to: '/terms-of-use', label: 'Terms Of Use' },
  { to: '/information-policy', label: 'Information Policy' },
  // The product's own sections, after the original items (decision 006).
  { to: '/stories', label: 'Stories' },
  { to: '/quizzes', label: 'Quiz' },
  { to: '/daily', label: 'Daily Challenge' },
] as const;

export interface SiteFooterProps {
  siteName: string;
  description: string;
  operatingCompany: string;
  socialLinks: { facebook: string; linkedin: string; instagram: string };
  /** The newsletter form (name and email). */
  newsletter?: ReactNode;
  /** Defaults to the current year; fixed in stories and tests. */
  year?: number;
}

export function SiteFooter({
  siteName,
  description,
  operatingCompany,
  socialLinks,
  newsletter,
  year = new Date().getFullYear(),
}: SiteFooterProps) {
  const socials = [
    {
      href: socialLinks.facebook,
      label: 'Facebook',
      path: 'M14 8h3V4h-3c-2.8 0-4 1.8-4 4.3V10H8v4h2v8h4v-8h3l1-4h-4V8.6c0-.4.3-.6.7-.6Z',
    },
    {
      href: socialLinks.linkedin,
      label: 'LinkedIn',
      path: 'M5 9h3v11H5V9Zm1.5-5a1.8 1.8 0 1 1 0 3.6 1.8 1.8 0 0 1 0-3.6ZM10 9h3v1.6c.5-.9 1.7-1.8 3.4-1.8 3.3 0 3.6 2.1 3.6 4.9V20h-3v-5.6c0-1.4 0-3-1.9-3s-2.1 1.4-2.1 2.9V20h-3V9Z',
    },
    {
      href: socialLinks.instagram,
      label: 'Instagram',
      path: 'M8 3h8a5 5 0 0 1 5 5v8a5 5 0 0 1-5 5H8a5 5 0 0 1-5-5V8a5 5 0 0 1 5-5Zm0 2a3 3 0 0 0-3 3v8a3 3 0 0 0 3 3h8a3 3 0 0 0 3-3V8a3 3 0 0 0-3-3H8Zm4 3.5a3.5 3.5 0 1 1 0 7 3.5 3.5 0 0 1 0-7Zm0 2a1.5 1.5 0 1 0 0 3 1.5 1.5 0 0 0 0-3ZM17 6a1 1 0 1 1 0 2 1 1 0 0 1 0-2Z',
    },
  ];
  return (
    <footer className="site-footer">
      <div className="container site-footer__grid">
        <section aria-labelledby="footer-about">
          <h2 id="footer-about" className="site-footer__brand">
            {siteName}
          </h2>
          <p>{description}</p>
          <ul className="site-footer__socials">
            {socials.map((social) => (
              <li key={social.label}>
                <a href={social.href} target="_blank" rel="noopener noreferrer">
                  <svg aria-hidden="true" viewBox="0 0 24 24" width="20" height="20">
                    <path d={social.path} fill="currentColor" />
                  </svg>
                  <span className="visually-hidden">{social.label} (opens in a new tab)</span>
                </a>
              </li>
            ))}
          </ul>
        </section>
        <nav aria-labelledby="footer-quick-links">
          <h2 id="footer-quick-links">Quick Links</h2>
          <ul className="site-footer__links">
            {quickLinks.map((link) => (
              <li key={link.to}>
                <Link to={link.to}>{link.label}</Link>
              </li>
            ))}
          </ul>
        </nav>
        <section aria-labelledby="footer-newsletter" className="site-footer__newsletter">
          <h2 id="footer-newsletter">Newsletter</h2>
          {newsletter}
        </section>
      </div>
      <p className="site-footer__copyright">
        © {year} {operatingCompany}. All rights reserved.
      </p>
    </footer>
  );
}
