import type { MessageResponse } from '@apogee/contracts/accounts';
import { apiRequest } from '@/lib/api/api-request';

/** Ends the session on the server (the row is revoked and the cookie cleared). */
export function logout(): Promise<MessageResponse> {
  return apiRequest<MessageResponse>('/api/auth/logout', { method: 'POST' });
}
