import type { AnswerResult, ServedQuestion } from '@apogee/contracts/quiz';
import { quizMessages } from '@apogee/contracts/quiz-messages';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { Button } from '@/components/ui/button/Button';
import { Loader } from '@/components/ui/loader/Loader';
import { scrollToTop } from '@/lib/dom/use-scroll-position';
import { loadSession, useSessionUser } from '@/lib/session/session';
import { useRecordAnswer } from '../api/record-answer';
import { useServedQuestion } from '../api/use-served-question';
import { browserTimeZone } from '../lib/time-zone';
import { Confetti } from './Confetti';
import { QuizCard } from './QuizCard';

/**
 * The quiz (docs/product/quiz.md), with the service judging answers: choose an option
 * (locked), see right and wrong, the explanation, then "Next". Visitors go to /login.
 * `firstQuestion` is the one the server rendered the page with, if any (asked for otherwise).
 */
export function QuizPlayer({
  firstQuestion,
  category,
  backTo = '/quizzes',
}: {
  firstQuestion: ServedQuestion | null;
  /** A category's slug: practice in that category alone. */
  category?: string;
  /** Where a visitor comes back to after logging in. */
  backTo?: string;
}) {
  const user = useSessionUser();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [chosen, setChosen] = useState<number | null>(null);
  const [result, setResult] = useState<AnswerResult | null>(null);
  const [message, setMessage] = useState<string>();
  const [answered, setAnswered] = useState(0);
  const [burst, setBurst] = useState(0);
  const served = useServedQuestion(firstQuestion, category);
  const save = useRecordAnswer();

  const sendVisitorToLogin = () => {
    scrollToTop();
    void navigate({ to: '/login', search: { redirect: backTo } });
  };

  /** The reader, once known: a tap before the page has heard who they are waits for it. */
  const reader = async () => (user !== undefined ? user : loadSession(queryClient));

  const choose = async (option: number) => {
    if (served.status !== 'shown' || save.isPending) return;
    if (!(await reader())) return sendVisitorToLogin();
    setChosen(option);
    setMessage(undefined);
    save.mutate(
      {
        questionId: served.question.id,
        option,
        servedToken: served.question.servedToken,
        timeZone: browserTimeZone(),
      },
      {
        onSuccess: (answer) => {
          setResult(answer);
          setAnswered((n) => n + 1);
          if (answer.correct) setBurst((n) => n + 1);
        },
        onError: (error) => {
          console.error(quizMessages.saveFailed, error);
          // Nothing was stored: the reader may choose again.
          setChosen(null);
          setMessage(`${quizMessages.saveFailed} ${error.message}`);
        },
      },
    );
  };

  const next = async () => {
    if (chosen === null) return setMessage(quizMessages.selectOption);
    if (!(await reader())) return sendVisitorToLogin();
    if (!result) return;
    setChosen(null);
    setResult(null);
    setMessage(undefined);
    served.next();
  };

  // The space of a question is kept while it loads, so the dashboard below does not jump.
  if (served.status === 'pending')
    return (
      <div className="quiz-card quiz-card--pending">
        <Loader />
      </div>
    );
  if (served.status === 'failed')
    return (
      <div className="quiz-card quiz-card__failed" role="alert">
        <p>{served.error.message}</p>
        <Button variant="secondary" onClick={served.retry}>
          Try again
        </Button>
      </div>
    );
  return (
    <>
      <QuizCard
        questionId={served.question.id}
        question={served.question.question}
        options={served.question.options}
        chosen={chosen}
        result={result}
        answeredCount={answered}
        message={message}
        busy={save.isPending}
        onChoose={(option) => void choose(option)}
        onNext={() => void next()}
      />
      <Confetti burst={burst} />
    </>
  );
}
