import { createFileRoute, redirect } from '@tanstack/react-router';

// The sign-up form links here; the page lives at /terms-of-use (DECISIONS.md).
export const Route = createFileRoute('/terms-conditions')({
  beforeLoad: () => {
    throw redirect({ to: '/terms-of-use', statusCode: 301 });
  },
});
