import type { EndedSessionsResponse } from '@apogee/contracts/account-security';
import { apiRequest } from '@/lib/api/api-request';

/** Ends one of the reader's other sessions, by the list's handle; the password is asked again. */
export function endSession(
  sessionId: string,
  currentPassword: string,
): Promise<EndedSessionsResponse> {
  return apiRequest<EndedSessionsResponse>('/api/account/sessions/end', {
    method: 'POST',
    body: { sessionId, currentPassword },
  });
}

/** "Sign out everywhere else": every session but this one ends. */
export function endOtherSessions(currentPassword: string): Promise<EndedSessionsResponse> {
  return apiRequest<EndedSessionsResponse>('/api/account/sessions/end-others', {
    method: 'POST',
    body: { currentPassword },
  });
}
