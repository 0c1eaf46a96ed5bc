import type { ContactInput, ContactResponse } from '@apogee/contracts/contact';
import { apiRequest } from '@/lib/api/api-request';

/** Sends the contact form; the service stores it and emails the editorial inbox. */
export function sendContactMessage(input: ContactInput): Promise<ContactResponse> {
  return apiRequest<ContactResponse>('/api/contact', { method: 'POST', body: input });
}
