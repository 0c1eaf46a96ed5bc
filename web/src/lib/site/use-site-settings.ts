import { useSuspenseQuery } from '@tanstack/react-query';
import { siteSettingsQueryOptions } from './site-settings';

/** Site settings, loaded by the root route before any page renders. */
export function useSiteSettings() {
  return useSuspenseQuery(siteSettingsQueryOptions()).data;
}
