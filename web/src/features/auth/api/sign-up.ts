import type { SignUpInput, SignUpResponse } from '@apogee/contracts/accounts';
import { apiRequest } from '@/lib/api/api-request';

/** Creates an account; the reader logs in next (no session is started). */
export function signUp(input: SignUpInput): Promise<SignUpResponse> {
  return apiRequest<SignUpResponse>('/api/auth/signup', { method: 'POST', body: input });
}
