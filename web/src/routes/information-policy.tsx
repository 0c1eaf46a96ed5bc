import { createFileRoute } from '@tanstack/react-router';
import { NotFoundPage } from '@/components/errors/NotFoundPage';
import { Loader } from '@/components/ui/loader/Loader';
import { StaticPageScreen } from './-components/static-page-screen';
import { loadStaticPage, staticPageHead } from './-components/static-page';

export const Route = createFileRoute('/information-policy')({
  loader: ({ context }) => loadStaticPage(context.queryClient, 'information-policy'),
  head: ({ loaderData }) => staticPageHead(loaderData, 'information-policy'),
  pendingComponent: () => <Loader fullScreen />,
  notFoundComponent: NotFoundPage,
  component: InformationPolicyPage,
});

function InformationPolicyPage() {
  return <StaticPageScreen slug="information-policy" />;
}
