import type { CommentCreatedResponse, CommentInput } from '@apogee/contracts/comments';
import { apiRequest } from '@/lib/api/api-request';

/** Posts a comment as the visitor or the signed-in reader (the session cookie goes along). */
export function createComment(input: CommentInput): Promise<CommentCreatedResponse> {
  return apiRequest<CommentCreatedResponse>('/api/comments', { method: 'POST', body: input });
}
