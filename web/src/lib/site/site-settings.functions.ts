import { createServerFn } from '@tanstack/react-start';
import { SiteSettingsDocument } from '@/gql/graphql';
import { cmsQuery } from '@/lib/cms/cms-client';
import { webConfig } from '@/lib/config/web-config.mjs';
import type { SiteSettings } from './site-settings';

// The site settings' server function, apart from site-settings.ts so that the root route
// (in every page's entry chunk) does not bring Start's RPC runtime into the first load.

/** The brand's seed values (DECISIONS.md), used where the CMS has no value or is down. */
export const defaultSiteSettings: Omit<SiteSettings, 'publicUrl'> = {
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
      settings = (await cmsQuery(SiteSettingsDocument, {})).siteSetting;
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
