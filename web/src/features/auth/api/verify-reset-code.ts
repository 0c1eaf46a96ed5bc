import type { MessageResponse } from '@apogee/contracts/accounts';
import type { ResetVerifyInput } from '@apogee/contracts/password-reset';
import { apiRequest } from '@/lib/api/api-request';

/** Step 2: checks the emailed code without using it up. */
export function verifyResetCode(input: ResetVerifyInput): Promise<MessageResponse> {
  return apiRequest<MessageResponse>('/api/password-reset/verify', {
    method: 'POST',
    body: input,
  });
}
