import type { ProfileUpdateInput, ProfileUpdateResponse } from '@apogee/contracts/profile';
import { apiRequest } from '@/lib/api/api-request';

/** Saves name, username, email, profession and bio of the signed-in reader. */
export function updateProfile(input: ProfileUpdateInput): Promise<ProfileUpdateResponse> {
  return apiRequest<ProfileUpdateResponse>('/api/profile', { method: 'PUT', body: input });
}
