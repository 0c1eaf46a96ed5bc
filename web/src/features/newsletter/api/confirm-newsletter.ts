import type { NewsletterResponse } from '@apogee/contracts/newsletter';
import { apiRequest } from '@/lib/api/api-request';

/** The confirm page's button: a POST, so mail scanners opening the link subscribe nobody. */
export function confirmNewsletter(token: string): Promise<NewsletterResponse> {
  return apiRequest<NewsletterResponse>('/api/newsletter/confirm', {
    method: 'POST',
    body: { token },
  });
}
