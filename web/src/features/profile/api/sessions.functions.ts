import type { AccountSession, AccountSessionsResponse } from '@apogee/contracts/account-security';
import { createServerFn } from '@tanstack/react-start';
import { ApiRequestError } from '@/lib/api/api-error';
import { serverApiRequest } from '@/lib/api/api-request.server';

/**
 * The signed-in reader's open sessions; `sessions: null` when the session itself has ended
 * (the page then sends the reader to /login).
 */
export const getSessions = createServerFn({ method: 'GET' }).handler(
  async (): Promise<{ sessions: AccountSession[] | null }> => {
    try {
      return await serverApiRequest<AccountSessionsResponse>('/api/account/sessions');
    } catch (error) {
      if (error instanceof ApiRequestError && error.status === 401) return { sessions: null };
      throw new Error(
        error instanceof ApiRequestError ? error.message : 'Your sessions could not be loaded.',
        { cause: error },
      );
    }
  },
);
