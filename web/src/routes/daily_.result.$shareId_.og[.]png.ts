import { createFileRoute } from '@tanstack/react-router';
import { dailyOgResponse } from '@/features/quiz/learning/lib/daily-og.server';

/** The share picture of a daily result (og:image of /daily/result/$shareId). */
export const Route = createFileRoute('/daily_/result/$shareId_/og.png')({
  server: { handlers: { GET: ({ params }) => dailyOgResponse(params.shareId) } },
});
