import { BlocksContent } from '@/components/content/BlocksContent';
import type { StaticPage } from '../api/page-by-slug.functions';

export function StaticPageView({ page }: { page: StaticPage }) {
  return (
    <article className="static-page" aria-labelledby="static-page-title">
      <h1 id="static-page-title" className="page-title">
        {page.title}
      </h1>
      <BlocksContent blocks={page.body} />
    </article>
  );
}
