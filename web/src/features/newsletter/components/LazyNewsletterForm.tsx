import { lazy } from 'react';
import { LazyWhenVisible } from '@/components/lazy/LazyWhenVisible';

const NewsletterForm = lazy(() => import('./NewsletterForm'));

/**
 * The footer's newsletter slot. The form (and the schema library it checks with) loads when
 * the footer comes near, so it never weighs on a page's first load.
 */
export function LazyNewsletterForm() {
  return (
    <LazyWhenVisible className="newsletter-slot">
      <NewsletterForm />
    </LazyWhenVisible>
  );
}
