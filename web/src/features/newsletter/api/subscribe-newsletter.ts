import type { NewsletterResponse, SubscribeInput } from '@apogee/contracts/newsletter';
import { apiRequest } from '@/lib/api/api-request';

/** Asks for the newsletter; the answer tells the reader to confirm from their inbox. */
export function subscribeNewsletter(input: SubscribeInput): Promise<NewsletterResponse> {
  return apiRequest<NewsletterResponse>('/api/newsletter/subscribe', {
    method: 'POST',
    body: input,
  });
}
