import { quizMessages } from '@apogee/contracts/quiz-messages';
import { Link } from '@tanstack/react-router';
import { buttonClassName } from '@/components/ui/button/Button';
import { scrollToTop } from '@/lib/dom/use-scroll-position';

/** Covers the dashboard for visitors (docs/product/quiz.md): a message and a Login button. */
export function LoginOverlay() {
  return (
    <div className="quiz-login-overlay" role="region" aria-label="Login required">
      <p>{quizMessages.loginRequired}</p>
      <Link to="/login" className={buttonClassName('primary')} onClick={() => scrollToTop()}>
        Login
      </Link>
    </div>
  );
}
