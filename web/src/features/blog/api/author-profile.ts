import type { CmsImage } from '@/lib/cms/media';

/** An author's own page elsewhere, in the order the author page lists them. */
export interface AuthorLink {
  label: string;
  url: string;
}

/** What /author/{slug} shows above the author's articles. */
export interface AuthorProfile {
  name: string;
  slug: string;
  jobTitle: string | null;
  bio: string | null;
  picture: CmsImage | null;
  links: AuthorLink[];
}

const LINK_LABELS = {
  website: 'Website',
  x: 'X',
  linkedin: 'LinkedIn',
  mastodon: 'Mastodon',
  bluesky: 'Bluesky',
} as const;

type AuthorLinkFields = Partial<Record<keyof typeof LINK_LABELS, string | null>>;

/** The filled-in https links of an author, labelled; anything else is left out. */
export function toAuthorLinks(fields: AuthorLinkFields | null | undefined): AuthorLink[] {
  if (!fields) return [];
  return (Object.keys(LINK_LABELS) as (keyof typeof LINK_LABELS)[]).flatMap((key) => {
    const url = fields[key]?.trim();
    return url && /^https:\/\/\S+$/.test(url) ? [{ label: LINK_LABELS[key], url }] : [];
  });
}
