import { createFileRoute } from '@tanstack/react-router';
import { NotFoundPage } from '@/components/errors/NotFoundPage';
import { Loader } from '@/components/ui/loader/Loader';
import { StaticPageScreen } from './-components/static-page-screen';
import { loadStaticPage, staticPageHead } from './-components/static-page';

export const Route = createFileRoute('/about-us')({
  loader: ({ context }) => loadStaticPage(context.queryClient, 'about-us'),
  head: ({ loaderData }) => staticPageHead(loaderData, 'about-us'),
  pendingComponent: () => <Loader fullScreen />,
  notFoundComponent: NotFoundPage,
  component: AboutUsPage,
});

function AboutUsPage() {
  return <StaticPageScreen slug="about-us" />;
}
