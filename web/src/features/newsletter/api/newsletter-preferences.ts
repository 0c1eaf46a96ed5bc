import type {
  MyNewsletterResponse,
  NewsletterChoices,
  NewsletterPreferences,
  NewsletterPreferencesSaved,
} from '@apogee/contracts/newsletter';
import { apiRequest } from '@/lib/api/api-request';

// A subscriber's topics and rhythm: from an email's link (its token, no login) or the account
// page (the session). Read in the browser only: the pages are never rendered with them.

export function getNewsletterPreferences(token: string): Promise<NewsletterPreferences> {
  return apiRequest<NewsletterPreferences>(
    `/api/newsletter/preferences?token=${encodeURIComponent(token)}`,
  );
}

export function saveNewsletterPreferences(
  token: string,
  choices: NewsletterChoices,
): Promise<NewsletterPreferencesSaved> {
  return apiRequest<NewsletterPreferencesSaved>('/api/newsletter/preferences', {
    method: 'PUT',
    body: { token, ...choices },
  });
}

export function getMyNewsletter(): Promise<MyNewsletterResponse> {
  return apiRequest<MyNewsletterResponse>('/api/newsletter/my-preferences');
}

export function saveMyNewsletter(choices: NewsletterChoices): Promise<NewsletterPreferencesSaved> {
  return apiRequest<NewsletterPreferencesSaved>('/api/newsletter/my-preferences', {
    method: 'PUT',
    body: choices,
  });
}
