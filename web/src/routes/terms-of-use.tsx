import { createFileRoute } from '@tanstack/react-router';
import { NotFoundPage } from '@/components/errors/NotFoundPage';
import { Loader } from '@/components/ui/loader/Loader';
import { StaticPageScreen } from './-components/static-page-screen';
import { loadStaticPage, staticPageHead } from './-components/static-page';

export const Route = createFileRoute('/terms-of-use')({
  loader: ({ context }) => loadStaticPage(context.queryClient, 'terms-of-use'),
  head: ({ loaderData }) => staticPageHead(loaderData, 'terms-of-use'),
  pendingComponent: () => <Loader fullScreen />,
  notFoundComponent: NotFoundPage,
  component: TermsOfUsePage,
});

function TermsOfUsePage() {
  return <StaticPageScreen slug="terms-of-use" />;
}
