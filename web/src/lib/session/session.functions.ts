import type { SessionResponse } from '@apogee/contracts/accounts';
import { createServerFn } from '@tanstack/react-start';
import { serverApiRequest } from '@/lib/api/api-request.server';

// Apart from session.ts, which the header and the root route (every page's entry chunk)
// import: this module brings Start's RPC runtime, wanted only when the browser re-checks.

/**
 * The signed-in reader, or null for a visitor. Runs on the web server (with the reader's
 * cookie); a failed check counts as a visitor and is only logged (SPEC.md §8).
 */
export const getSession = createServerFn({ method: 'GET' }).handler(
  async (): Promise<SessionResponse> => {
    try {
      return await serverApiRequest<SessionResponse>('/api/auth/session');
    } catch (error) {
      console.error('web: session check failed:', (error as Error).message);
      return { user: null };
    }
  },
);
