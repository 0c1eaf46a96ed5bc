import { useSuspenseQuery } from '@tanstack/react-query';
import type { StaticPageSlug } from '@/features/pages/api/page-by-slug.functions';
import { pageBySlugQueryOptions } from '@/features/pages/api/queries';
import { StaticPageView } from '@/features/pages/components/StaticPageView';

export function StaticPageScreen({ slug }: { slug: StaticPageSlug }) {
  const { data: page } = useSuspenseQuery(pageBySlugQueryOptions(slug));
  return <div className="container">{page ? <StaticPageView page={page} /> : null}</div>;
}
