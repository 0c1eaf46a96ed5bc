import { createFileRoute } from '@tanstack/react-router';
import { NotFoundPage } from '@/components/errors/NotFoundPage';
import { Loader } from '@/components/ui/loader/Loader';
import { StaticPageScreen } from './-components/static-page-screen';
import { loadStaticPage, staticPageHead } from './-components/static-page';

export const Route = createFileRoute('/privacy-policy')({
  loader: ({ context }) => loadStaticPage(context.queryClient, 'privacy-policy'),
  head: ({ loaderData }) => staticPageHead(loaderData, 'privacy-policy'),
  pendingComponent: () => <Loader fullScreen />,
  notFoundComponent: NotFoundPage,
  component: PrivacyPolicyPage,
});

function PrivacyPolicyPage() {
  return <StaticPageScreen slug="privacy-policy" />;
}
