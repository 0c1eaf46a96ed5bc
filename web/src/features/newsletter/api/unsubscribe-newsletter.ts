import type { NewsletterResponse } from '@apogee/contracts/newsletter';
import { apiRequest } from '@/lib/api/api-request';

/** The unsubscribe page's button. */
export function unsubscribeNewsletter(token: string): Promise<NewsletterResponse> {
  return apiRequest<NewsletterResponse>('/api/newsletter/unsubscribe', {
    method: 'POST',
    body: { token },
  });
}
