import type { QueryClient } from '@tanstack/react-query';
import { redirect, type ParsedLocation } from '@tanstack/react-router';
import type { CurrentUser } from '@/lib/session/session';
import { siteSettingsQueryOptions } from '@/lib/site/site-settings';
import { profileQueryOptions } from './api/profile';

interface ProfilePageLoaderArgs {
  context: { queryClient: QueryClient; user: Pick<CurrentUser, 'id'> };
  location: Pick<ParsedLocation, 'href'>;
}

/**
 * `loader` of /profile and /edit-profile: the site settings for the head and the reader's
 * profile for the page. A session that ended since the header last checked it sends the
 * reader to /login, who comes back to the same address afterwards.
 */
export async function loadProfilePage({
  context: { queryClient, user },
  location,
}: ProfilePageLoaderArgs) {
  const [settings, profile] = await Promise.all([
    queryClient.ensureQueryData(siteSettingsQueryOptions()),
    queryClient.ensureQueryData(profileQueryOptions(user.id)),
  ]);
  if (!profile.user) throw redirect({ to: '/login', search: { redirect: location.href } });
  return { settings };
}
