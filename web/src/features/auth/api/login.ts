import type { LoginInput, LoginResponse } from '@apogee/contracts/accounts';
import { apiRequest } from '@/lib/api/api-request';

/** Starts a session; the answer's cookie lasts 30 days when `remember` is checked. */
export function login(input: LoginInput): Promise<LoginResponse> {
  return apiRequest<LoginResponse>('/api/auth/login', { method: 'POST', body: input });
}
