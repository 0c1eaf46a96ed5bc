import { useQuery, useQueryClient } from '@tanstack/react-query';
import { recordAnswer } from '@/features/quiz/api/record-answer';
import { quizKeys } from '@/features/quiz/api/quiz-keys';
import { browserTimeZone } from '@/features/quiz/lib/time-zone';
import { loadSession } from '@/lib/session/session';
import type { PageQuizKind } from '../api/learning-keys';
import { pageQuizQueryOptions, tryAnswer } from '../api/page-quiz';
import { PageQuizView, type PageQuizAnswer } from './PageQuizView';
// The stylesheet by its address, as the quiz pages' heads load it (quiz-head.ts): imported as
// CSS here, the server build named the file after this chunk and the client build after the
// stylesheet, and every quiz page linked an address that did not exist.
import quizCss from '@/features/quiz/components/quiz.css?url';

/**
 * The questions of one article or issue, answered on the page: a signed-in reader's answer is
 * recorded like any other (history, scores, reviews); a visitor's is judged and not kept.
 * Renders nothing while loading, when the page has no questions, or when they cannot be had:
 * it is an extra at the end of the page, not something the reader asked for.
 */
export default function PageQuiz({
  kind,
  slug,
  articleSlug,
}: {
  kind: PageQuizKind;
  slug: string;
  /** The article the quiz is under: its explanations do not offer to read it again. */
  articleSlug?: string;
}) {
  const queryClient = useQueryClient();
  const quiz = useQuery(pageQuizQueryOptions(kind, slug));
  if (!quiz.data || quiz.data.questions.length === 0) return null;

  const answer: PageQuizAnswer = async (question, option) => {
    const reader = await loadSession(queryClient);
    if (!reader) return tryAnswer({ questionId: question.id, option });
    const judged = await recordAnswer({
      questionId: question.id,
      option,
      servedToken: question.servedToken,
      timeZone: browserTimeZone(),
    });
    void queryClient.invalidateQueries({ queryKey: quizKeys.scores() });
    return judged;
  };
  return (
    <>
      <link rel="stylesheet" href={quizCss} precedence="default" />
      <PageQuizView questions={quiz.data.questions} answer={answer} articleSlug={articleSlug} />
    </>
  );
}
