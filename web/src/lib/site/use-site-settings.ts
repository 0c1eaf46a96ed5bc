import { useLoaderData } from '@tanstack/react-router';
import type { SiteSettings } from './site-settings.functions';

/**
 * Site settings, loaded by the root route before any page renders (its loader never fails:
 * the brand's defaults stand in when the CMS is down). Read from the root's loader data
 * rather than the query cache, so the shell needs no query hooks.
 */
export function useSiteSettings(): SiteSettings {
  return useLoaderData({ from: '__root__' });
}
