import type { RelatedArticle } from '@apogee/contracts/quiz';
import { quizMessages } from '@apogee/contracts/quiz-messages';
import { Link } from '@tanstack/react-router';
import { Button } from '@/components/ui/button/Button';
import { OptionMarkBadge, optionClassName, optionMark } from './OptionList';

export interface QuizCardProps {
  /** The question's id, on the card as `data-question-id` (tests and analytics read it). */
  questionId?: string;
  question: string;
  options: string[];
  /** Zero-based index of the chosen option, or null. */
  chosen: number | null;
  /** Known once the service has judged the answer. */
  result: {
    correct: boolean;
    correctOption: number;
    explanation: string;
    relatedArticle: RelatedArticle | null;
  } | null;
  answeredCount: number;
  /** A message for the reader ("Please select an option!", a failed save). */
  message?: string;
  busy?: boolean;
  onChoose: (option: number) => void;
  /** "Next"; without it (the last question of a short quiz) the card has no Next. */
  onNext?: () => void;
}

/** One question, its options numbered from 1, the explanation once answered, and "Next". */
export function QuizCard({
  questionId,
  question,
  options,
  chosen,
  result,
  answeredCount,
  message,
  busy = false,
  onChoose,
  onNext,
}: QuizCardProps) {
  const locked = chosen !== null;
  return (
    <article className="quiz-card" aria-labelledby="quiz-question" data-question-id={questionId}>
      <p className="quiz-card__counter" aria-live="polite">
        Answered: <strong>{answeredCount}</strong>
      </p>
      <h2 id="quiz-question" className="quiz-card__question">
        {question}
      </h2>
      <ol className="quiz-card__options">
        {options.map((text, index) => {
          const mark = optionMark(index, chosen, result?.correctOption ?? null);
          return (
            <li key={index}>
              <button
                type="button"
                className={optionClassName(mark, index === chosen)}
                aria-pressed={index === chosen}
                aria-disabled={locked || undefined}
                onClick={() => {
                  // The first choice is final: later clicks are ignored.
                  if (!locked) onChoose(index);
                }}
              >
                <span className="quiz-option__number">{index + 1}</span>
                <span className="quiz-option__text">{text}</span>
                <OptionMarkBadge mark={mark} />
              </button>
            </li>
          );
        })}
      </ol>
      {result ? (
        <section
          className="quiz-card__explanation"
          aria-labelledby="quiz-explanation"
          aria-live="polite"
        >
          <h3 id="quiz-explanation">{quizMessages.explanationHeading}</h3>
          <p
            className={
              result.correct ? 'quiz-card__verdict is-correct' : 'quiz-card__verdict is-wrong'
            }
          >
            {result.correct
              ? 'Correct!'
              : `Wrong: the right answer is option ${result.correctOption + 1}.`}
          </p>
          <p>{result.explanation}</p>
          {result.relatedArticle ? (
            <p>
              Read more:{' '}
              <Link to="/$blogSlug" params={{ blogSlug: result.relatedArticle.slug }}>
                {result.relatedArticle.title || 'the related article'}
              </Link>
            </p>
          ) : null}
        </section>
      ) : null}
      <div className="quiz-card__actions">
        <p className="quiz-card__message" role="alert">
          {message ?? ''}
        </p>
        {onNext ? (
          <Button onClick={onNext} disabled={busy} aria-busy={busy || undefined}>
            Next
          </Button>
        ) : null}
      </div>
    </article>
  );
}
