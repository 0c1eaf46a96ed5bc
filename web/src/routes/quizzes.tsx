import { createFileRoute } from '@tanstack/react-router';
import { QuizPage } from '@/features/quiz/components/QuizPage';
import { withQuizStyles } from '@/features/quiz/lib/quiz-head';
import { pageHead } from '@/lib/seo/page-head';
import { loadSiteSettings } from '@/lib/site/site-settings';

export const Route = createFileRoute('/quizzes')({
  loader: loadSiteSettings,
  head: ({ loaderData }) =>
    withQuizStyles(
      loaderData
        ? pageHead({
            settings: loaderData.settings,
            title: `Quiz | ${loaderData.settings.siteName}`,
            description:
              'Test your knowledge of aviation and space, one question at a time, and track your score.',
            path: '/quizzes',
          })
        : {},
    ),
  component: QuizPage,
});
