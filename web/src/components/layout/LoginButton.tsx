import { buttonClassName } from '@/components/ui/button/Button';

/**
 * The visitor's side of the header account slot. A plain link: the login screen belongs
 * to the accounts part, which replaces this slot with the signed-in reader's menu.
 */
export function LoginButton() {
  return (
    <a href="/login" className={buttonClassName('primary', 'site-header__login')}>
      Login
    </a>
  );
}
