import type { MessageResponse } from '@apogee/contracts/accounts';
import { apiRequest } from '@/lib/api/api-request';

/** The confirm page's button: a POST, so mail scanners opening the link change nothing. */
export function confirmEmail(token: string): Promise<MessageResponse> {
  return apiRequest<MessageResponse>('/api/account/email/confirm', {
    method: 'POST',
    body: { token },
  });
}
