import { createFileRoute } from '@tanstack/react-router';
import { firstQuestion } from '@/features/quiz/api/first-question';
import { QuizPage } from '@/features/quiz/components/QuizPage';
import { withQuizStyles } from '@/features/quiz/lib/quiz-head';
import { pageHead } from '@/lib/seo/page-head';
import { loadSiteSettings } from '@/lib/site/site-settings';

export const Route = createFileRoute('/quizzes')({
  loader: async (context) => {
    const [site, first] = await Promise.all([loadSiteSettings(context), firstQuestion()]);
    return { ...site, firstQuestion: first };
  },
  // A served question is shown once: coming back to /quizzes asks for a new one rather than
  // showing the page's first question again (which the reader may have answered since).
  gcTime: 0,
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
  component: PlayQuizPage,
});

function PlayQuizPage() {
  return <QuizPage firstQuestion={Route.useLoaderData().firstQuestion} />;
}
