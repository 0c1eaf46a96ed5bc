import type { SiteSettings } from '@/lib/site/site-settings.functions';

export interface PageHeadInput {
  settings: Pick<SiteSettings, 'siteName' | 'publicUrl' | 'seoKeywords'>;
  /** The full <title>. */
  title: string;
  description: string;
  /** Path of the page's canonical URL, e.g. "/category/space". */
  path: string;
  image?: string | null;
  type?: 'website' | 'article' | 'profile';
  keywords?: string;
  /** JSON-LD objects for search engines. */
  jsonLd?: object[];
  /** Pages that must not be indexed (search results). */
  noIndex?: boolean;
  /** An RSS feed of this page's articles. */
  feed?: { title: string; path: string };
}

export function absoluteUrl(publicUrl: string, pathOrUrl: string): string {
  return new URL(pathOrUrl, `${publicUrl}/`).toString();
}

/** <title>, description, canonical, Open Graph, Twitter card and JSON-LD of one page. */
export function pageHead(input: PageHeadInput) {
  const { settings, title, description, path, type = 'website' } = input;
  const canonical = absoluteUrl(settings.publicUrl, path);
  const image = input.image ? absoluteUrl(settings.publicUrl, input.image) : undefined;
  const meta = [
    { title },
    { name: 'description', content: description },
    { name: 'keywords', content: input.keywords ?? settings.seoKeywords },
    { property: 'og:site_name', content: settings.siteName },
    { property: 'og:type', content: type },
    { property: 'og:title', content: title },
    { property: 'og:description', content: description },
    { property: 'og:url', content: canonical },
    { name: 'twitter:card', content: image ? 'summary_large_image' : 'summary' },
    { name: 'twitter:title', content: title },
    { name: 'twitter:description', content: description },
    ...(image
      ? [
          { property: 'og:image', content: image },
          { name: 'twitter:image', content: image },
        ]
      : []),
    ...(input.noIndex ? [{ name: 'robots', content: 'noindex, follow' }] : []),
  ];
  return {
    meta,
    links: [
      { rel: 'canonical', href: canonical },
      ...(input.feed
        ? [
            {
              rel: 'alternate',
              type: 'application/rss+xml',
              title: input.feed.title,
              href: absoluteUrl(settings.publicUrl, input.feed.path),
            },
          ]
        : []),
    ],
    scripts: (input.jsonLd ?? []).map((data) => ({
      type: 'application/ld+json',
      // JSON inside <script>: "<" is escaped so content can never close the tag.
      children: JSON.stringify(data).replace(/</g, '\\u003c'),
    })),
  };
}

export function breadcrumbJsonLd(publicUrl: string, trail: { name: string; path: string }[]) {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: trail.map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.name,
      item: absoluteUrl(publicUrl, crumb.path),
    })),
  };
}

export function organizationJsonLd(
  settings: Pick<SiteSettings, 'siteName' | 'publicUrl' | 'operatingCompany' | 'socialLinks'>,
) {
  return {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    name: settings.siteName,
    legalName: settings.operatingCompany,
    url: `${settings.publicUrl}/`,
    sameAs: Object.values(settings.socialLinks),
  };
}
