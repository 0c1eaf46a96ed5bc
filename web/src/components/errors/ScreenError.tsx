import { useRouter } from '@tanstack/react-router';
import { Button } from '@/components/ui/button/Button';

/** A screen whose content could not be loaded: the route's message and a way to try again. */
export function ScreenError({ message }: { message: string }) {
  const router = useRouter();
  return (
    <div className="container">
      <section className="error-page" role="alert">
        <h1 className="error-page__title">{message}</h1>
        <Button variant="secondary" onClick={() => void router.invalidate()}>
          Try again
        </Button>
      </section>
    </div>
  );
}
