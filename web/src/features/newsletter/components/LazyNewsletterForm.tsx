import { NEWSLETTER_RESULT_PARAM } from '@apogee/contracts/form-post-params';
import { useRouterState } from '@tanstack/react-router';
import { deferredPart, lazyWhen } from '@/components/lazy/lazy-when';
import { whenNearScreen } from '@/lib/dom/when-near-screen';
import type { NewsletterFormProps } from './NewsletterForm';

/**
 * The form (and the schema library it checks with) is rendered by the server as a plain HTML
 * form that works without scripts; the browser asks for its code only when the footer comes
 * near (lazyWhen), so it never weighs on a page's first load.
 */
const NewsletterForm = import.meta.env.SSR
  ? (await import('./NewsletterForm')).default
  : lazyWhen<NewsletterFormProps>(
      () => whenNearScreen(() => document.querySelector('.newsletter-slot')),
      () => import('./NewsletterForm').then((module) => module.default),
    );

const DeferredNewsletterForm = deferredPart(NewsletterForm);

/**
 * The footer's newsletter slot. A post without scripts comes back with its outcome in the
 * address (`?newsletter=…`), which the form shows; the same address shows the same for
 * everyone, so the page stays one page for every reader.
 */
export function LazyNewsletterForm() {
  const result = useRouterState({
    select: (state) => new URLSearchParams(state.location.searchStr).get(NEWSLETTER_RESULT_PARAM),
  });
  return (
    <div className="newsletter-slot">
      {/* A new outcome is a new form: its messages start from the address. */}
      <DeferredNewsletterForm key={result ?? ''} result={result} />
    </div>
  );
}
