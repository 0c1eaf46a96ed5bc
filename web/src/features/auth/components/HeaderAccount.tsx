import { useRouter } from '@tanstack/react-router';
import { lazy, Suspense, useEffect } from 'react';
import { LoginButton } from '@/components/layout/LoginButton';
import { useSessionUser } from '@/lib/session/session';

// Only signed-in readers get the menu, so visitors' pages load without it (and without the
// request code of logging out).
const loadAccountMenu = () => import('./AccountMenu');
const AccountMenu = lazy(() =>
  loadAccountMenu().then((module) => ({ default: module.AccountMenu })),
);

/**
 * What the account slot shows while the page asks who the reader is (a page for everyone
 * opened with a session cookie) and while the menu's code loads: a neutral pill of the menu's
 * height in the width the slot keeps for the menu (auth.css), so neither a visitor's "Login"
 * nor a jump appears before the reader's own menu.
 */
export function AccountPlaceholder() {
  return (
    <span className="account-menu account-menu--placeholder" aria-hidden="true">
      <span className="account-menu__button">
        <span className="account-menu__avatar" />
        <span className="account-menu__name-placeholder" />
      </span>
    </span>
  );
}

/**
 * docs/product/accounts.md: logout calls the server, then the page reloads on /login (failures are
 * logged).
 */
export async function logoutAndLeave() {
  try {
    const { logout } = await import('../api/logout');
    await logout();
  } catch (error) {
    console.error('Logout failed:', (error as Error).message);
  }
  window.location.assign('/login');
}

/**
 * The header's account slot: the Login button for a visitor, the reader's menu otherwise, and
 * a placeholder while that is not known yet.
 */
export function HeaderAccount() {
  const user = useSessionUser();
  const router = useRouter();
  useEffect(() => {
    // Most pages opened with a session cookie belong to a signed-in reader: the menu's code
    // loads while the session is asked for, not after.
    if (user === undefined) void loadAccountMenu();
  }, [user]);
  if (user === undefined) return <AccountPlaceholder />;
  if (!user) return <LoginButton />;
  return (
    <Suspense fallback={<AccountPlaceholder />}>
      <AccountMenu
        user={user}
        onLogout={logoutAndLeave}
        onNavigate={(href) => void router.navigate({ href })}
      />
    </Suspense>
  );
}
