import { createFileRoute } from '@tanstack/react-router';

export const Route = createFileRoute('/$blogSlug')({
  component: BlogPage,
});

function BlogPage() {
  const { blogSlug } = Route.useParams();
  return <main className="container">{blogSlug}</main>;
}
