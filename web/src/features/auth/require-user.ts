import { redirect, type ParsedLocation } from '@tanstack/react-router';
import type { QueryClient } from '@tanstack/react-query';
import { loadSession, type CurrentUser } from '@/lib/session/session';

interface GuardArgs {
  context: { queryClient: QueryClient };
  location: Pick<ParsedLocation, 'href'>;
}

/**
 * `beforeLoad` of a page for signed-in readers only
 * (docs/decisions/004-personal-pages-need-a-session.md: /profile, /edit-profile,
 * /all-quiz-analytics, /create-story). A visitor is sent to /login and comes back to the same
 * address after logging in. Returns the reader for the route's context.
 *
 * @example
 *   export const Route = createFileRoute('/create-story')({
 *     beforeLoad: requireUser,
 *     component: CreateStoryPage,
 *   });
 *   // in the page: const { user } = Route.useRouteContext();
 */
export async function requireUser({
  context,
  location,
}: GuardArgs): Promise<{ user: CurrentUser }> {
  const user = await loadSession(context.queryClient);
  if (!user) throw redirect({ to: '/login', search: { redirect: location.href } });
  return { user };
}

/** `beforeLoad` of /login: a signed-in reader has nothing to do there and goes home. */
export async function redirectSignedInUser({ context }: Pick<GuardArgs, 'context'>) {
  const user = await loadSession(context.queryClient);
  if (user) throw redirect({ to: '/' });
}
