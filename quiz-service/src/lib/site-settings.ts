import type { CmsClient } from '../plugins/cms-client';

/** The parts of the CMS's site settings the service uses (editors change them without a deploy). */
export interface SiteSettings {
  siteName: string | null;
  editorialEmail: string | null;
  /** The publisher's address, printed in every newsletter email. */
  postalAddress: string | null;
  /** When the weekly digest goes out, in the site's time zone (SITE_TIME_ZONE). */
  digestDay: Weekday;
  /** 0 to 23. */
  digestHour: number;
}

export const weekdays = [
  'monday',
  'tuesday',
  'wednesday',
  'thursday',
  'friday',
  'saturday',
  'sunday',
] as const;
export type Weekday = (typeof weekdays)[number];

/** The CMS's defaults, also used when the CMS answers without the fields. */
const DIGEST_DEFAULT = { day: 'monday' as Weekday, hour: 8 };

const weekday = (value: unknown): Weekday =>
  weekdays.find((day) => day === value) ?? DIGEST_DEFAULT.day;
const hour = (value: unknown): number =>
  Number.isInteger(value) && (value as number) >= 0 && (value as number) <= 23
    ? (value as number)
    : DIGEST_DEFAULT.hour;

const text = (value: unknown) => (typeof value === 'string' && value.trim() ? value.trim() : null);

/**
 * The site settings, read with the published-content token and kept in the CMS cache (purged
 * by the CMS webhook). Throws CmsError when the CMS cannot give them.
 */
export async function readSiteSettings(cms: CmsClient): Promise<SiteSettings> {
  return cms.cached('site-settings', async () => {
    const answer = await cms.getJson<{ data?: Record<string, unknown> | null }>(
      'published',
      '/api/site-setting?fields[0]=siteName&fields[1]=editorialEmail&fields[2]=postalAddress' +
        '&fields[3]=digestDay&fields[4]=digestHour',
    );
    return {
      siteName: text(answer.data?.siteName),
      editorialEmail: text(answer.data?.editorialEmail),
      postalAddress: text(answer.data?.postalAddress),
      digestDay: weekday(answer.data?.digestDay),
      digestHour: hour(answer.data?.digestHour),
    };
  });
}
