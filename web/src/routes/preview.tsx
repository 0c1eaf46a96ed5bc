import { createFileRoute, useRouter } from '@tanstack/react-router';
import { NotFoundPage } from '@/components/errors/NotFoundPage';
import { ScreenError } from '@/components/errors/ScreenError';
import { Loader } from '@/components/ui/loader/Loader';
import { BlogArticleView } from '@/features/blog/components/BlogArticleView';
import { MagazineDetail } from '@/features/magazines/components/MagazineDetail';
import { StaticPageView } from '@/features/pages/components/StaticPageView';
import { StoryViewer } from '@/features/stories/components/StoryViewer';
import { absoluteUrl } from '@/lib/seo/page-head';
import { siteSettingsQueryOptions } from '@/lib/site/site-settings';
import type { PreviewType } from './-components/load-preview';

const PREVIEW_TYPES = ['blog', 'magazine', 'story', 'page'] as const satisfies PreviewType[];

interface PreviewSearch {
  secret: string;
  type: PreviewType;
  slug: string;
  status?: 'draft' | 'published';
}

// The CMS's "Open preview" link: the entry as readers would see it, drafts included.
export const Route = createFileRoute('/preview')({
  validateSearch: (search: Record<string, unknown>): PreviewSearch => ({
    secret: typeof search.secret === 'string' ? search.secret : '',
    type: PREVIEW_TYPES.find((type) => type === search.type) ?? 'blog',
    slug: typeof search.slug === 'string' ? search.slug : '',
    status: search.status === 'published' ? 'published' : 'draft',
  }),
  loaderDeps: ({ search }) => search,
  loader: async ({ context: { queryClient }, deps }) => {
    const settings = await queryClient.ensureQueryData(siteSettingsQueryOptions());
    const { loadPreview } = await import('./-components/load-preview');
    return loadPreview(settings, deps.type, {
      secret: deps.secret,
      slug: deps.slug,
      status: deps.status,
    });
  },
  head: () => ({
    meta: [{ title: 'Preview' }, { name: 'robots', content: 'noindex, nofollow' }],
  }),
  staleTime: 0,
  pendingComponent: () => <Loader fullScreen />,
  errorComponent: ({ error }) => (
    <ScreenError
      message={error instanceof Error ? error.message : 'This preview is not available.'}
    />
  ),
  component: DraftPreviewPage,
});

function DraftPreviewPage() {
  const data = Route.useLoaderData();
  const { status } = Route.useSearch();
  const router = useRouter();
  if (!data.entry) return <NotFoundPage />;
  const banner = (
    <p className="preview-banner" role="status">
      Preview of the {status === 'published' ? 'published' : 'draft'} version. Readers do not see
      this page.
    </p>
  );
  switch (data.kind) {
    case 'blog':
      return (
        <div className="container page-with-sidebar">
          {banner}
          <BlogArticleView
            blog={data.entry}
            authorLabel={data.settings.authorLabel}
            url={absoluteUrl(data.settings.publicUrl, `/${data.entry.slug}`)}
          />
        </div>
      );
    case 'magazine':
      return (
        <div className="container">
          {banner}
          <MagazineDetail magazine={data.entry} />
        </div>
      );
    case 'page':
      return (
        <div className="container">
          {banner}
          <StaticPageView page={data.entry} />
        </div>
      );
    case 'story':
      return (
        <StoryViewer
          story={data.entry}
          publisher={data.settings.siteName}
          onBack={() => router.history.back()}
        />
      );
  }
}
