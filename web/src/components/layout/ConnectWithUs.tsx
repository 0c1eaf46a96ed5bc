import { Link } from '@tanstack/react-router';
import { buttonClassName } from '@/components/ui/button/Button';

/** The closing invitation on Home, with a "Contact Us" button. */
export function ConnectWithUs() {
  return (
    <section className="connect" aria-labelledby="connect-title">
      <h2 id="connect-title">Connect With Us</h2>
      <p>
        Join our journey through aviation and space: share your questions, story ideas and feedback
        with the team, and help us explore the skies and beyond together.
      </p>
      <Link to="/contact-us" className={buttonClassName('primary')}>
        Contact Us
      </Link>
    </section>
  );
}
