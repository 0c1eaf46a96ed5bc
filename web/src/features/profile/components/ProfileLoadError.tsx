import { useRouter } from '@tanstack/react-router';
import { Button } from '@/components/ui/button/Button';

export interface ProfileLoadErrorProps {
  message?: string;
  onRetry: () => void;
}

/** Shown when the profile could not be loaded (the service is down or slow). */
export function ProfileLoadError({ message, onRetry }: ProfileLoadErrorProps) {
  return (
    <section className="profile-status" role="alert">
      <h1 className="page-title">Your profile could not be loaded.</h1>
      {message ? <p className="status-text status-text--error">{message}</p> : null}
      <Button onClick={onRetry}>Try again</Button>
    </section>
  );
}

/** `errorComponent` of the profile pages: the message, and a retry that loads them again. */
export function ProfileRouteError({ error }: { error: unknown }) {
  const router = useRouter();
  return (
    <ProfileLoadError
      message={error instanceof Error ? error.message : undefined}
      onRetry={() => void router.invalidate()}
    />
  );
}
