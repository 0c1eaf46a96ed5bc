import type { DailyResult } from '@apogee/contracts/quiz-learning';

/** The grid's emoji line: the service's grid without its title line. */
export function gridLine(result: Pick<DailyResult, 'grid' | 'answers'>): string {
  const lines = result.grid.split('\n');
  return lines.length > 1
    ? lines.slice(1).join('\n')
    : result.answers.map((right) => (right ? '🟩' : '🟥')).join('');
}

/** Words for screen readers: the squares' colours say it to sighted readers. */
export function gridDescription(answers: boolean[]): string {
  return answers.map((right, i) => `question ${i + 1} ${right ? 'right' : 'wrong'}`).join(', ');
}

/** "Apogee Daily #330 3/5": the result's title line. */
export function dailyTitle(siteName: string, number: number, right: number, total: number): string {
  return `${siteName} Daily #${number} ${right}/${total}`;
}

/**
 * Whether the result was played signed in (one play per account) or as a visitor, whose
 * replay guard is a cookie anyone can drop: said beside a shared result, so a replayed
 * visitor's score cannot pass for an account's.
 */
export function playedAs(signedIn: boolean): string {
  return signedIn ? 'Played signed in' : 'Played as a visitor';
}
