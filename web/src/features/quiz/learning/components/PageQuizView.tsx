import type { PageQuiz } from '@apogee/contracts/quiz-learning';
import { quizMessages } from '@apogee/contracts/quiz-messages';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { QuizCard, type QuizCardProps } from '@/features/quiz/components/QuizCard';

export type PageQuestion = PageQuiz['questions'][number];
type Verdict = NonNullable<QuizCardProps['result']>;
/** Judges one answer (the service does; stories pass their own). */
export type PageQuizAnswer = (question: PageQuestion, option: number) => Promise<Verdict>;

/**
 * "Test yourself": the page's questions one at a time, judged without leaving the page. The
 * last question has no "Next": once it is answered its explanation stays, and the reader's
 * score shows under it. Under an article (`articleSlug`), an explanation does not offer that
 * same article to "Read more".
 */
export function PageQuizView({
  questions,
  answer,
  articleSlug,
}: {
  questions: PageQuestion[];
  answer: PageQuizAnswer;
  articleSlug?: string;
}) {
  const [position, setPosition] = useState(0);
  const [chosen, setChosen] = useState<number | null>(null);
  const [verdict, setVerdict] = useState<Verdict | null>(null);
  const [right, setRight] = useState(0);
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<string>();
  const question = questions[position];
  const last = position === questions.length - 1;

  const choose = async (option: number) => {
    if (!question || busy || verdict) return;
    setBusy(true);
    setChosen(option);
    setMessage(undefined);
    try {
      const judged = await answer(question, option);
      const elsewhere = judged.relatedArticle && judged.relatedArticle.slug !== articleSlug;
      setVerdict(elsewhere ? judged : { ...judged, relatedArticle: null });
      if (judged.correct) setRight((n) => n + 1);
    } catch (error) {
      // Nothing was judged: the reader may choose again.
      setChosen(null);
      setMessage(`${quizMessages.saveFailed} ${(error as Error).message}`);
    } finally {
      setBusy(false);
    }
  };

  if (!question) return null;
  return (
    <section className="page-quiz" aria-labelledby="page-quiz-title">
      <h2 id="page-quiz-title" className="page-quiz__title">
        Test yourself
      </h2>
      <QuizCard
        questionId={question.id}
        question={question.question}
        options={question.options}
        chosen={chosen}
        result={verdict}
        answeredCount={position + (verdict ? 1 : 0)}
        message={message}
        busy={busy}
        onChoose={(option) => void choose(option)}
        onNext={
          last
            ? undefined
            : () => {
                if (!verdict) return setMessage(quizMessages.selectOption);
                setPosition((n) => n + 1);
                setChosen(null);
                setVerdict(null);
                setMessage(undefined);
              }
        }
      />
      {/* In the page from the last question on, so that screen readers announce the score. */}
      {last ? (
        <div role="status">
          {verdict ? (
            <div className="quiz-card page-quiz__score">
              <p className="learning-panel__figure">
                {right} of {questions.length} right.
              </p>
              <p>
                Keep going: <Link to="/quizzes">play the quiz</Link> or{' '}
                <Link to="/daily">today’s daily challenge</Link>.
              </p>
            </div>
          ) : null}
        </div>
      ) : null}
    </section>
  );
}
