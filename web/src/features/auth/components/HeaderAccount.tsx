import { useRouter } from '@tanstack/react-router';
import { lazy, Suspense } from 'react';
import { LoginButton } from '@/components/layout/LoginButton';
import { useCurrentUser } from '@/lib/session/session';

// Only signed-in readers get the menu, so visitors' pages load without it (and without the
// request code of logging out).
const AccountMenu = lazy(() =>
  import('./AccountMenu').then((module) => ({ default: module.AccountMenu })),
);

/** SPEC.md §4: logout calls the server, then the page reloads on /login (failures are logged). */
export async function logoutAndLeave() {
  try {
    const { logout } = await import('../api/logout');
    await logout();
  } catch (error) {
    console.error('Logout failed:', (error as Error).message);
  }
  window.location.assign('/login');
}

/** The header's account slot: the Login button for a visitor, the reader's menu otherwise. */
export function HeaderAccount() {
  const user = useCurrentUser();
  const router = useRouter();
  if (!user) return <LoginButton />;
  return (
    <Suspense fallback={null}>
      <AccountMenu
        user={user}
        onLogout={logoutAndLeave}
        onNavigate={(href) => void router.navigate({ href })}
      />
    </Suspense>
  );
}
