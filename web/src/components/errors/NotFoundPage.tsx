import { Link } from '@tanstack/react-router';
import { buttonClassName } from '@/components/ui/button/Button';

/**
 * The not-found screen (docs/product/site-shell.md): "404", "Oops! Page not found." and a Go Home
 * link.
 */
export function NotFoundPage() {
  return (
    <section className="error-page" aria-labelledby="not-found-title">
      {/* React places this in the document head. */}
      <title>Page not found</title>
      <p className="error-page__code" aria-hidden="true">
        404
      </p>
      <h1 id="not-found-title" className="error-page__title">
        <span className="visually-hidden">404 </span>Oops! Page not found.
      </h1>
      <Link to="/" className={buttonClassName('primary')}>
        Go Home
      </Link>
    </section>
  );
}
