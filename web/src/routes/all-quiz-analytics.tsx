import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { requireUser } from '@/features/auth/require-user';
import { QuizHistory } from '@/features/quiz/components/QuizHistory';
import { withQuizStyles } from '@/features/quiz/lib/quiz-head';
import { scrollToTop } from '@/lib/dom/use-scroll-position';
import { pageHead } from '@/lib/seo/page-head';
import { loadSiteSettings } from '@/lib/site/site-settings';

interface HistorySearch {
  page?: number;
}

export const Route = createFileRoute('/all-quiz-analytics')({
  validateSearch: (search: Record<string, unknown>): HistorySearch => {
    const page = Number(search.page);
    return Number.isInteger(page) && page > 1 && page < 1_000_000 ? { page } : {};
  },
  // docs/decisions/004-personal-pages-need-a-session.md: signed-in readers only; visitors log in
  // and come back.
  beforeLoad: requireUser,
  loader: loadSiteSettings,
  head: ({ loaderData }) =>
    withQuizStyles(
      loaderData
        ? pageHead({
            settings: loaderData.settings,
            title: `Quiz History | ${loaderData.settings.siteName}`,
            description:
              'Every quiz question you answered, with the right answer and its explanation.',
            path: '/all-quiz-analytics',
            noIndex: true,
          })
        : {},
    ),
  component: QuizHistoryPage,
});

function QuizHistoryPage() {
  const { page = 1 } = Route.useSearch();
  const navigate = useNavigate();
  return (
    <div className="container quiz-page">
      <h1 className="page-title">Quiz History</h1>
      <QuizHistory
        page={page}
        onPageChange={(next) => {
          scrollToTop();
          void navigate({ to: '/all-quiz-analytics', search: next > 1 ? { page: next } : {} });
        }}
      />
    </div>
  );
}
