import { useQuery } from '@tanstack/react-query';
import { createFileRoute, useRouter } from '@tanstack/react-router';
import { Loader } from '@/components/ui/loader/Loader';
import { storyBySlugQueryOptions } from '@/features/stories/api/queries';
import { StoryViewer } from '@/features/stories/components/StoryViewer';
import { pageHead } from '@/lib/seo/page-head';
import { siteSettingsQueryOptions } from '@/lib/site/site-settings';
import { useSiteSettings } from '@/lib/site/use-site-settings';

export const Route = createFileRoute('/story/$storySlug')({
  loader: async ({ context: { queryClient }, params }) => {
    const settings = await queryClient.ensureQueryData(siteSettingsQueryOptions());
    // A failed fetch is logged and shows "No stories found for this slug.".
    const story = await queryClient
      .ensureQueryData(storyBySlugQueryOptions(params.storySlug))
      .catch((error: Error) => {
        console.error('web: story unavailable:', error.message);
        return null;
      });
    return { settings, story };
  },
  head: ({ loaderData, params }) =>
    loaderData
      ? pageHead({
          settings: loaderData.settings,
          title: `${loaderData.story?.title ?? 'Story'} | ${loaderData.settings.siteName}`,
          description: loaderData.story?.description || 'A visual story about aviation and space.',
          path: `/story/${params.storySlug}`,
          image: loaderData.story?.pages.find((page) => page.media.kind === 'image')?.media.url,
        })
      : {},
  pendingComponent: () => <Loader fullScreen />,
  component: StoryViewerPage,
});

function StoryViewerPage() {
  const { storySlug } = Route.useParams();
  const router = useRouter();
  const { siteName } = useSiteSettings();
  const story = useQuery({ ...storyBySlugQueryOptions(storySlug), retry: false });
  const back = () => {
    // Opened from a shared link there is nothing to go back to: go to the gallery instead.
    if (window.history.length > 1) router.history.back();
    else void router.navigate({ to: '/stories' });
  };
  if (story.isPending) return <Loader fullScreen />;
  const data = story.data;
  if (!data || data.pages.length === 0) {
    return (
      <main className="story-viewer">
        <div className="story-viewer__empty">
          <button type="button" className="story-viewer__button" onClick={back}>
            <span aria-hidden="true">←</span> Back
          </button>
          <p>No stories found for this slug.</p>
        </div>
      </main>
    );
  }
  return (
    <main>
      <StoryViewer story={data} publisher={siteName} onBack={back} />
    </main>
  );
}
