import type { HighlightedText as HighlightedRuns } from '@apogee/contracts/search';
import { Fragment } from 'react';

export interface HighlightedTextProps {
  /** Runs of plain and matched text, as the quiz-service marks a title or a passage. */
  runs: HighlightedRuns;
  /** Shown as it is when the service marked nothing (no runs). */
  fallback?: string;
}

/**
 * Text with the searched words in `<mark>`. Every run is rendered as text, never as HTML, so
 * an article that quotes markup shows it as written.
 */
export function HighlightedText({ runs, fallback = '' }: HighlightedTextProps) {
  if (runs.length === 0) return fallback;
  return runs.map((run, index) =>
    run.match ? <mark key={index}>{run.text}</mark> : <Fragment key={index}>{run.text}</Fragment>,
  );
}
