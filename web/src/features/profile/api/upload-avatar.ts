import type { ProfileUpdateResponse } from '@apogee/contracts/profile';
import { apiRequest } from '@/lib/api/api-request';

/** Uploads a new picture (≤ 5 MB); the service stores it as a 256 px WebP. */
export function uploadAvatar(file: File): Promise<ProfileUpdateResponse> {
  const form = new FormData();
  form.append('avatar', file, file.name);
  return apiRequest<ProfileUpdateResponse>('/api/profile/avatar', {
    method: 'POST',
    body: form,
    timeoutMs: 60_000,
  });
}
