import { useRouter } from '@tanstack/react-router';
import { LoginButton } from '@/components/layout/LoginButton';
import { useCurrentUser } from '@/lib/session/session';
import { logout } from '../api/logout';
import { AccountMenu } from './AccountMenu';

/** SPEC.md §4: logout calls the server, then the page reloads on /login (failures are logged). */
export async function logoutAndLeave() {
  try {
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
    <AccountMenu
      user={user}
      onLogout={logoutAndLeave}
      onNavigate={(href) => void router.navigate({ href })}
    />
  );
}
