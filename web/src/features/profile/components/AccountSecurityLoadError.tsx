import { useRouter } from '@tanstack/react-router';
import { Button } from '@/components/ui/button/Button';

export interface AccountSecurityLoadErrorProps {
  message?: string;
  onRetry: () => void;
}

/** Shown when the sessions could not be loaded (the service is down or slow). */
export function AccountSecurityLoadError({ message, onRetry }: AccountSecurityLoadErrorProps) {
  return (
    <section className="profile-status" role="alert">
      <h1 className="page-title">Your account security settings could not be loaded.</h1>
      {message ? <p className="status-text status-text--error">{message}</p> : null}
      <Button onClick={onRetry}>Try again</Button>
    </section>
  );
}

/** `errorComponent` of /account-security: the message, and a retry that loads it again. */
export function AccountSecurityRouteError({ error }: { error: unknown }) {
  const router = useRouter();
  return (
    <AccountSecurityLoadError
      message={error instanceof Error ? error.message : undefined}
      onRetry={() => void router.invalidate()}
    />
  );
}
