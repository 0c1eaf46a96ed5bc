import type { MediaFieldsFragment } from '@/gql/graphql';
import { toCmsMedia, type CmsMedia } from '@/lib/cms/media';

export interface StoryPage {
  caption: string;
  media: CmsMedia;
}

export interface Story {
  id: string;
  slug: string;
  title: string;
  description: string;
  /** A reader's story: the name they chose, credited as "Sent by …". Null for the newsroom's. */
  readerName: string | null;
  /** The first page is the cover. */
  pages: StoryPage[];
}

interface StoryFields {
  documentId: string;
  title?: string | null;
  slug?: string | null;
  description?: string | null;
  readerName?: string | null;
  pages?: ({ caption?: string | null; media?: MediaFieldsFragment | null } | null)[] | null;
}

/** The credit line of a reader's story. */
export const readerCredit = (readerName: string) => `Sent by ${readerName}`;

export function toStory(story: StoryFields | null | undefined): Story | null {
  if (!story?.slug || !story.title) return null;
  const pages = (story.pages ?? []).flatMap((page): StoryPage[] => {
    const media = toCmsMedia(page?.media, page?.caption ?? story.title ?? '');
    return media ? [{ caption: page?.caption ?? '', media }] : [];
  });
  return {
    id: story.documentId,
    slug: story.slug,
    title: story.title,
    description: story.description ?? '',
    readerName: story.readerName?.trim() || null,
    pages,
  };
}
