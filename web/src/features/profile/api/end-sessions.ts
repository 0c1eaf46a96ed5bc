import type { EndedSessionsResponse } from '@apogee/contracts/account-security';
import { apiRequest } from '@/lib/api/api-request';

/** Ends one of the reader's other sessions, by the handle the sessions list gave. */
export function endSession(id: string): Promise<EndedSessionsResponse> {
  return apiRequest<EndedSessionsResponse>(`/api/account/sessions/${encodeURIComponent(id)}`, {
    method: 'DELETE',
  });
}

/** "Sign out everywhere else": every session but this one ends. */
export function endOtherSessions(): Promise<EndedSessionsResponse> {
  return apiRequest<EndedSessionsResponse>('/api/account/sessions/end-others', {
    method: 'POST',
    body: {},
  });
}
