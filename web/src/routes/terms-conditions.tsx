import { createFileRoute, redirect } from '@tanstack/react-router';

// The sign-up form links here; the page lives at /terms-of-use
// (docs/decisions/003-terms-conditions-redirects.md).
export const Route = createFileRoute('/terms-conditions')({
  beforeLoad: () => {
    throw redirect({ to: '/terms-of-use', statusCode: 301 });
  },
});
