import type { SiteSettings } from '@/lib/site/site-settings.functions';

export type PreviewType = 'blog' | 'magazine' | 'story' | 'page';

export interface PreviewInput {
  secret: string;
  slug: string;
  status?: 'draft' | 'published';
}

/**
 * The preview route's data: the entry of the kind asked for, drafts included. A module of its
 * own, imported when the route loads: the route's loader is part of every page's entry chunk,
 * and only editors ever run this.
 */
export async function loadPreview(settings: SiteSettings, type: PreviewType, data: PreviewInput) {
  switch (type) {
    case 'blog': {
      const { getBlogPreview } = await import('@/features/blog/api/blog-by-slug.functions');
      return { settings, kind: 'blog' as const, entry: await getBlogPreview({ data }) };
    }
    case 'magazine': {
      const { getMagazinePreview } =
        await import('@/features/magazines/api/magazine-by-slug.functions');
      return { settings, kind: 'magazine' as const, entry: await getMagazinePreview({ data }) };
    }
    case 'story': {
      const { getStoryPreview } = await import('@/features/stories/api/story-by-slug.functions');
      return { settings, kind: 'story' as const, entry: await getStoryPreview({ data }) };
    }
    case 'page': {
      const { getPagePreview } = await import('@/features/pages/api/page-by-slug.functions');
      return { settings, kind: 'page' as const, entry: await getPagePreview({ data }) };
    }
  }
}
