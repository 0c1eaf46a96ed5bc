import { useQuery } from '@tanstack/react-query';
import { createFileRoute, Link } from '@tanstack/react-router';
import { buttonClassName } from '@/components/ui/button/Button';
import { Loader } from '@/components/ui/loader/Loader';
import { storiesQueryOptions } from '@/features/stories/api/queries';
import { StoryGallery } from '@/features/stories/components/StoryGallery';
import { pageHead } from '@/lib/seo/page-head';
import { siteSettingsQueryOptions } from '@/lib/site/site-settings';

export const Route = createFileRoute('/stories')({
  loader: async ({ context: { queryClient } }) => {
    const [settings] = await Promise.all([
      queryClient.ensureQueryData(siteSettingsQueryOptions()),
      // A failed fetch is only logged (docs/product/stories.md); the page ends loading without
      // stories.
      queryClient.prefetchQuery(storiesQueryOptions()),
    ]);
    return { settings };
  },
  head: ({ loaderData }) =>
    loaderData
      ? pageHead({
          settings: loaderData.settings,
          title: `Stories | ${loaderData.settings.siteName}`,
          description:
            'Short visual stories about aviation and space: tap through pictures and clips.',
          path: '/stories',
        })
      : {},
  component: StoriesPage,
});

function StoriesPage() {
  const stories = useQuery(storiesQueryOptions());
  return (
    <div className="container">
      <section aria-labelledby="stories-title">
        <h1 id="stories-title" className="page-title">
          Stories
        </h1>
        <div className="story-gallery-intro">
          <p>Short visual stories about aviation and space, from the newsroom and from readers.</p>
          <Link to="/create-story" className={buttonClassName('secondary')}>
            Share your story
          </Link>
        </div>
        {stories.isPending ? <Loader /> : <StoryGallery stories={stories.data ?? []} />}
      </section>
    </div>
  );
}
