import type { MessageResponse } from '@apogee/contracts/accounts';
import type { DeleteAccountInput } from '@apogee/contracts/readers-rights';
import { apiRequest } from '@/lib/api/api-request';

/** Deletes the signed-in reader's account; the password is asked again. */
export function deleteAccount(input: DeleteAccountInput): Promise<MessageResponse> {
  return apiRequest<MessageResponse>('/api/account/delete', { method: 'POST', body: input });
}

/** The address of the reader's data file: a plain link, so the browser saves it. */
export const DATA_FILE_URL = '/api/account/data';
