import { createFileRoute } from '@tanstack/react-router';
import { requireUser } from '@/features/auth/require-user';
import { CreateStoryForm } from '@/features/stories/components/CreateStoryForm';
import { pageHead } from '@/lib/seo/page-head';
import { loadSiteSettings } from '@/lib/site/site-settings';

export const Route = createFileRoute('/create-story')({
  // docs/decisions/004-personal-pages-need-a-session.md: signed-in readers only; visitors log in
  // and come back here.
  beforeLoad: requireUser,
  loader: loadSiteSettings,
  head: ({ loaderData }) =>
    loaderData
      ? pageHead({
          settings: loaderData.settings,
          title: `Add New Story | ${loaderData.settings.siteName}`,
          description: `Share a picture or a short video with the ${loaderData.settings.siteName} editors.`,
          path: '/create-story',
          noIndex: true,
        })
      : {},
  component: CreateStoryPage,
});

function CreateStoryPage() {
  return (
    <div className="container story-form-page">
      <CreateStoryForm />
    </div>
  );
}
