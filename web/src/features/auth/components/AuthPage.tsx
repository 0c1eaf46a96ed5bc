import type { CurrentUser } from '@apogee/contracts/accounts';
import { useEffect, useRef, useState } from 'react';
import { scrollToTop } from '@/lib/dom/use-scroll-position';
import { LoginForm } from './LoginForm';
import { ResetPasswordWizard } from './ResetPasswordWizard';
import { SignUpForm } from './SignUpForm';
import sideImage from './login-side.svg';

type Mode = 'login' | 'signup' | 'reset';

export interface AuthPageProps {
  onLoggedIn: (user: CurrentUser) => void | Promise<void>;
}

/**
 * The auth page (docs/product/accounts.md#login): a side image and the login, sign-up or
 * password-reset form.
 */
export function AuthPage({ onLoggedIn }: AuthPageProps) {
  const [mode, setMode] = useState<Mode>('login');
  const [notice, setNotice] = useState<string>();
  const panel = useRef<HTMLDivElement>(null);
  const switched = useRef(false);

  // The toggle that was pressed is gone with its form: focus goes to the new form's title.
  useEffect(() => {
    if (switched.current) panel.current?.querySelector<HTMLElement>('h1')?.focus();
  }, [mode]);

  const switchTo = (next: Mode) => {
    switched.current = true;
    setMode(next);
    if (next !== 'login') setNotice(undefined);
    scrollToTop();
  };

  return (
    <div className="container auth-page">
      <div className="auth-page__image">
        <img src={sideImage} alt="" width={600} height={800} />
      </div>
      <div className="auth-page__panel" ref={panel}>
        {mode === 'login' ? (
          <LoginForm
            notice={notice}
            onLoggedIn={onLoggedIn}
            onForgotPassword={() => switchTo('reset')}
            onSwitchToSignUp={() => switchTo('signup')}
          />
        ) : null}
        {mode === 'signup' ? (
          <SignUpForm
            onSwitchToLogin={() => switchTo('login')}
            onSignedUp={(message) => {
              switchTo('login');
              setNotice(message);
            }}
          />
        ) : null}
        {mode === 'reset' ? <ResetPasswordWizard onClose={() => switchTo('login')} /> : null}
      </div>
    </div>
  );
}
