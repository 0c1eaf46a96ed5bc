import type { MessageResponse } from '@apogee/contracts/accounts';
import type { ResetCompleteInput } from '@apogee/contracts/password-reset';
import { apiRequest } from '@/lib/api/api-request';

/** Step 3: sets the new password; every session of the account ends. */
export function completePasswordReset(input: ResetCompleteInput): Promise<MessageResponse> {
  return apiRequest<MessageResponse>('/api/password-reset/complete', {
    method: 'POST',
    body: input,
  });
}
