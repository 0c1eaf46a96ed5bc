import type { ResetRequestInput, ResetRequestResponse } from '@apogee/contracts/password-reset';
import { apiRequest } from '@/lib/api/api-request';

/** Step 1: emails a code; the same answer whether or not an account matched. */
export function requestPasswordReset(input: ResetRequestInput): Promise<ResetRequestResponse> {
  return apiRequest<ResetRequestResponse>('/api/password-reset/request', {
    method: 'POST',
    body: input,
  });
}
