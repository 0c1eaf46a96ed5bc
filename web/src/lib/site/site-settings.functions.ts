import { createServerFn } from '@tanstack/react-start';
import { graphql } from '@/gql';
import { cmsQuery } from '@/lib/cms/cms-client.server';
import { webConfig } from '@/lib/config/web-config.server';

/** The CMS's Site settings (a single type). */
const siteSettingsQuery = graphql(`
  query SiteSettings {
    siteSetting {
      siteName
      tagline
      seoDescription
      seoKeywords
      operatingCompany
      authorLabel
      footerDescription
      contactPhone
      postalAddress
      mapLink
      editorialEmail
      socialLinks {
        facebook
        linkedin
        instagram
      }
    }
  }
`);

/** What every page needs to know about the site (editable in the CMS's Site settings). */
export interface SiteSettings {
  siteName: string;
  tagline: string;
  seoDescription: string;
  seoKeywords: string;
  operatingCompany: string;
  authorLabel: string;
  footerDescription: string;
  contactPhone: string;
  postalAddress: string;
  mapLink: string;
  editorialEmail: string;
  socialLinks: { facebook: string; linkedin: string; instagram: string };
  /** The site's public origin, for canonical URLs and sharing links. */
  publicUrl: string;
}

/**
 * The brand's seed values (docs/decisions/001-brand-in-the-cms.md), used where the CMS has no value
 * or is down.
 */
const defaultSiteSettings: Omit<SiteSettings, 'publicUrl'> = {
  siteName: 'Apogee',
  tagline: 'Aviation & Space Insights',
  seoDescription:
    'Stories, expert insights and news on aviation and space exploration, from airliners to orbit.',
  seoKeywords: 'aviation, space exploration, aerospace, rockets, aircraft, astronomy',
  operatingCompany: 'Apogee Media Ltd',
  authorLabel: 'Apogee Editorial',
  footerDescription:
    'Apogee is a digital magazine about aviation and space: stories, expert insights and news on aerospace innovation.',
  contactPhone: '',
  postalAddress: '',
  mapLink: '',
  editorialEmail: '',
  socialLinks: {
    facebook: 'https://www.facebook.com/',
    linkedin: 'https://www.linkedin.com/',
    instagram: 'https://www.instagram.com/',
  },
};

function pick(value: string | null | undefined, fallback: string): string {
  return value?.trim() ? value : fallback;
}

export const getSiteSettings = createServerFn({ method: 'GET' }).handler(
  async (): Promise<SiteSettings> => {
    const publicUrl = webConfig().publicUrl;
    const defaults = defaultSiteSettings;
    let settings;
    try {
      settings = (await cmsQuery(siteSettingsQuery, {})).siteSetting;
    } catch (error) {
      // The shell must render even when the CMS is down; pages report their own errors.
      console.error(
        'web: site settings unavailable, using the brand defaults:',
        (error as Error).message,
      );
    }
    return {
      siteName: pick(settings?.siteName, defaults.siteName),
      tagline: pick(settings?.tagline, defaults.tagline),
      seoDescription: pick(settings?.seoDescription, defaults.seoDescription),
      seoKeywords: pick(settings?.seoKeywords, defaults.seoKeywords),
      operatingCompany: pick(settings?.operatingCompany, defaults.operatingCompany),
      authorLabel: pick(settings?.authorLabel, defaults.authorLabel),
      footerDescription: pick(settings?.footerDescription, defaults.footerDescription),
      contactPhone: pick(settings?.contactPhone, defaults.contactPhone),
      postalAddress: pick(settings?.postalAddress, defaults.postalAddress),
      mapLink: pick(settings?.mapLink, defaults.mapLink),
      editorialEmail: pick(settings?.editorialEmail, defaults.editorialEmail),
      socialLinks: {
        facebook: pick(settings?.socialLinks?.facebook, defaults.socialLinks.facebook),
        linkedin: pick(settings?.socialLinks?.linkedin, defaults.socialLinks.linkedin),
        instagram: pick(settings?.socialLinks?.instagram, defaults.socialLinks.instagram),
      },
      publicUrl,
    };
  },
);
