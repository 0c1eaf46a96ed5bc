import type { ProfileResponse } from '@apogee/contracts/profile';
import type { CurrentUser } from '@apogee/contracts/accounts';
import { createServerFn } from '@tanstack/react-start';
import { ApiRequestError } from '@/lib/api/api-error';
import { serverApiRequest } from '@/lib/api/api-request.server';

/**
 * The signed-in reader's own profile, fresh from the service; `user: null` when the
 * session has ended (the page then sends the reader to /login).
 */
export const getProfile = createServerFn({ method: 'GET' }).handler(
  async (): Promise<{ user: CurrentUser | null }> => {
    try {
      return await serverApiRequest<ProfileResponse>('/api/profile');
    } catch (error) {
      if (error instanceof ApiRequestError && error.status === 401) return { user: null };
      throw new Error(
        error instanceof ApiRequestError ? error.message : 'Your profile could not be loaded.',
        { cause: error },
      );
    }
  },
);
