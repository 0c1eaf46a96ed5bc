/** How one option looks once the answer is known. */
export type OptionMark = 'none' | 'correct' | 'chosen-correct' | 'chosen-wrong';

export function optionMark(
  index: number,
  chosen: number | null,
  correctOption: number | null,
): OptionMark {
  if (correctOption === null) return 'none';
  if (index === correctOption) return index === chosen ? 'chosen-correct' : 'correct';
  if (index === chosen) return 'chosen-wrong';
  return 'none';
}

/** Words for screen readers: the colours and icons say the same to sighted readers. */
const MARK_TEXT: Record<OptionMark, string> = {
  none: '',
  correct: 'Correct answer',
  'chosen-correct': 'Your answer, correct',
  'chosen-wrong': 'Your answer, wrong',
};

export function OptionMarkBadge({ mark }: { mark: OptionMark }) {
  if (mark === 'none') return null;
  const right = mark !== 'chosen-wrong';
  return (
    <span className={`quiz-option__mark quiz-option__mark--${right ? 'right' : 'wrong'}`}>
      <span aria-hidden="true">{right ? '✓' : '✗'}</span>
      <span className="visually-hidden">{MARK_TEXT[mark]}</span>
    </span>
  );
}

export function optionClassName(mark: OptionMark, chosen: boolean): string {
  return [
    'quiz-option',
    chosen ? 'is-chosen' : '',
    mark === 'correct' || mark === 'chosen-correct' ? 'is-correct' : '',
    mark === 'chosen-wrong' ? 'is-wrong' : '',
  ]
    .filter(Boolean)
    .join(' ');
}
