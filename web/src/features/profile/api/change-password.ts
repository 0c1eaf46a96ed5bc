import type { ChangePasswordInput } from '@apogee/contracts/account-security';
import type { MessageResponse } from '@apogee/contracts/accounts';
import { apiRequest } from '@/lib/api/api-request';

/** Changes the reader's password (the current one is required); other sessions end. */
export function changePassword(input: ChangePasswordInput): Promise<MessageResponse> {
  return apiRequest<MessageResponse>('/api/account/password', { method: 'POST', body: input });
}
