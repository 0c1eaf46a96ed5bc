import type { DailyChallenge, RevealedAnswer } from '@apogee/contracts/quiz-learning';
import { quizMessages } from '@apogee/contracts/quiz-messages';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import { Button, buttonClassName } from '@/components/ui/button/Button';
import { Loader } from '@/components/ui/loader/Loader';
import { QuizCard } from '@/features/quiz/components/QuizCard';
import { browserTimeZone } from '@/features/quiz/lib/time-zone';
import { ApiRequestError } from '@/lib/api/api-request';
import { useSessionUser } from '@/lib/session/session';
import { dailyChallengeQueryOptions } from '../api/daily';
import { useAnswerDaily } from '../api/daily-answer';
import { learningKeys } from '../api/learning-keys';
import { nextDailyQuestion } from '../lib/daily-progress';
import { markDailyVisited } from '../lib/daily-visited';
import { DailyResultCard } from './DailyResultCard';

/** Service errors after which the challenge is loaded again (the day changed, or a replay). */
const RELOAD_CODES = new Set([
  'DAILY_CHALLENGE_OVER',
  'DAILY_ALREADY_ANSWERED',
  'NOT_IN_CHALLENGE',
]);

/**
 * Today's daily challenge, one question at a time: each answer is judged by the service and
 * shown with its explanation, then "Next"; after the last one, the result card. A player who
 * already played sees the result card straight away (the service knows them by their session
 * or, for a visitor, by the challenge's own cookie).
 */
export function DailyChallengePlayer({ siteName, origin }: { siteName: string; origin: string }) {
  const user = useSessionUser();
  const queryClient = useQueryClient();
  const challenge = useQuery(dailyChallengeQueryOptions());
  const save = useAnswerDaily();
  /** The question just answered, kept on screen with its verdict until "Next". */
  const [shown, setShown] = useState<{ id: string; answer: RevealedAnswer } | null>(null);
  const [message, setMessage] = useState<string>();
  /** Whether the challenge was finished on this visit (not already played when it opened). */
  const [finishedHere, setFinishedHere] = useState(false);
  // From now on the service knows this browser: the home page's card may show its progress.
  useEffect(() => {
    if (challenge.isSuccess) markDailyVisited();
  }, [challenge.isSuccess]);

  if (challenge.isPending)
    return (
      <div className="quiz-card quiz-card--pending">
        <Loader />
      </div>
    );
  if (challenge.isError)
    return (
      <div className="quiz-card quiz-card__failed" role="alert">
        <p>{challenge.error.message}</p>
        <Button variant="secondary" onClick={() => void challenge.refetch()}>
          Try again
        </Button>
      </div>
    );
  const today = challenge.data;
  if (today.questions.length === 0)
    return (
      <p className="quiz-card" role="status">
        There is no daily challenge today. Come back tomorrow, or{' '}
        <Link to="/quizzes">play the quiz</Link> meanwhile.
      </p>
    );

  const header = (
    <header className="daily-page__header">
      <p className="daily-page__progress">
        Daily challenge #{today.number} ·{' '}
        {today.answered.length < today.questions.length
          ? `${today.answered.length} of ${today.questions.length} answered`
          : 'done for today'}
      </p>
    </header>
  );

  if (today.result && !shown)
    return (
      <>
        {header}
        <DailyResultCard
          result={today.result}
          siteName={siteName}
          shareUrl={`${origin}/daily/result/${today.result.shareId}`}
          visitor={user === null}
          focusOnShow={finishedHere}
        />
        <p className="daily-page__next">
          A new challenge every day.{' '}
          <Link to="/quizzes" className={buttonClassName('ghost')}>
            Play the quiz meanwhile
          </Link>
        </p>
      </>
    );

  const next = nextDailyQuestion(today);
  const question = shown ? today.questions.find((q) => q.id === shown.id) : next?.question;
  if (!question) return null;

  const choose = (option: number) => {
    if (save.isPending || shown) return;
    setMessage(undefined);
    save.mutate(
      { day: today.day, questionId: question.id, option, timeZone: browserTimeZone() },
      {
        onSuccess: (answered) => {
          setShown({ id: question.id, answer: answered.answer });
          if (answered.result) setFinishedHere(true);
          queryClient.setQueryData<DailyChallenge>(learningKeys.daily(), (old) =>
            old
              ? { ...old, answered: [...old.answered, answered.answer], result: answered.result }
              : old,
          );
        },
        onError: (error) => {
          setMessage(error.message);
          if (error instanceof ApiRequestError && RELOAD_CODES.has(error.code))
            void challenge.refetch();
        },
      },
    );
  };

  return (
    <>
      {header}
      <QuizCard
        questionId={question.id}
        question={question.question}
        options={question.options}
        chosen={shown ? shown.answer.chosenOption : save.isPending ? save.variables.option : null}
        result={shown?.answer ?? null}
        answeredCount={today.answered.length}
        message={message}
        busy={save.isPending}
        onChoose={choose}
        onNext={() => {
          if (!shown) return setMessage(quizMessages.selectOption);
          setShown(null);
          setMessage(undefined);
        }}
      />
    </>
  );
}
