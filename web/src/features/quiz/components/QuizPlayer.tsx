import type { AnswerResult, ServedQuestion } from '@apogee/contracts/quiz';
import { quizMessages } from '@apogee/contracts/quiz-messages';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { Button } from '@/components/ui/button/Button';
import { Loader } from '@/components/ui/loader/Loader';
import { scrollToTop } from '@/lib/dom/use-scroll-position';
import { loadSession, useSessionUser } from '@/lib/session/session';
import { nextQuestionQueryOptions } from '../api/next-question';
import { useRecordAnswer } from '../api/record-answer';
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
  const [round, setRound] = useState(0);
  const [previousId, setPreviousId] = useState<string>();
  const [chosen, setChosen] = useState<number | null>(null);
  const [result, setResult] = useState<AnswerResult | null>(null);
  const [message, setMessage] = useState<string>();
  const [answered, setAnswered] = useState(0);
  const [burst, setBurst] = useState(0);
  const question = useQuery({
    ...nextQuestionQueryOptions(round, previousId, category),
    initialData: round === 0 ? (firstQuestion ?? undefined) : undefined,
  });
  const save = useRecordAnswer();

  const sendVisitorToLogin = () => {
    scrollToTop();
    void navigate({ to: '/login', search: { redirect: backTo } });
  };

  /** The reader, once known: a tap before the page has heard who they are waits for it. */
  const reader = async () => (user !== undefined ? user : loadSession(queryClient));

  const choose = async (option: number) => {
    if (!question.data || save.isPending) return;
    if (!(await reader())) return sendVisitorToLogin();
    setChosen(option);
    setMessage(undefined);
    save.mutate(
      {
        questionId: question.data.id,
        option,
        servedToken: question.data.servedToken,
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
    setPreviousId(question.data?.id);
    setChosen(null);
    setResult(null);
    setMessage(undefined);
    setRound((n) => n + 1);
  };

  // The space of a question is kept while it loads, so the dashboard below does not jump.
  if (question.isPending)
    return (
      <div className="quiz-card quiz-card--pending">
        <Loader />
      </div>
    );
  if (question.isError)
    return (
      <div className="quiz-card quiz-card__failed" role="alert">
        <p>{question.error.message}</p>
        <Button variant="secondary" onClick={() => void question.refetch()}>
          Try again
        </Button>
      </div>
    );
  return (
    <>
      <QuizCard
        questionId={question.data.id}
        question={question.data.question}
        options={question.data.options}
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
