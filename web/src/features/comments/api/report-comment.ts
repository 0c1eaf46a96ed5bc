import type { CommentReportedResponse } from '@apogee/contracts/comments';
import { apiRequest } from '@/lib/api/api-request';

/** Reports a comment to the editors, as the signed-in reader (once per comment). */
export function reportComment(commentId: string): Promise<CommentReportedResponse> {
  return apiRequest<CommentReportedResponse>(
    `/api/comments/${encodeURIComponent(commentId)}/report`,
    { method: 'POST' },
  );
}
