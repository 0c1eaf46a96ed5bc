import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { createServerFn } from '@tanstack/react-start';
import { SiteSettingsDocument } from '@/gql/graphql';
import { cmsQuery } from '@/lib/cms/cms-client';
import { webConfig } from '@/lib/config/web-config.mjs';

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

export const siteSettingsQueryOptions = () =>
  queryOptions({
    queryKey: ['site-settings'],
    queryFn: () => getSiteSettings(),
    staleTime: 5 * 60_000,
  });

/** `loader` of a page whose head needs only the site settings. */
export async function loadSiteSettings({
  context: { queryClient },
}: {
  context: { queryClient: QueryClient };
}) {
  return { settings: await queryClient.ensureQueryData(siteSettingsQueryOptions()) };
}
