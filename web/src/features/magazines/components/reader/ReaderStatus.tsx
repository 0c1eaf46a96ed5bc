import { magazineReaderMessages as text } from '@apogee/contracts/magazine-reader';
import { readerLaunchText } from '@apogee/contracts/magazine-reader-launch';
import { Button } from '@/components/ui/button/Button';

export type ReaderProblem = 'missing' | 'failed';

/** The reader's frame while there is no page to show: opening, or why it could not. */
export function ReaderStatus({
  problem,
  pdfUrl,
  onRetry,
}: {
  /** Nothing while opening. */
  problem?: ReaderProblem;
  pdfUrl?: string;
  onRetry?: () => void;
}) {
  if (!problem)
    return (
      <div className="issue-reader__status" role="status">
        <span className="loader__spinner" aria-hidden="true" />
        <span>{readerLaunchText.opening}</span>
      </div>
    );
  return (
    <div className="issue-reader__status" role="alert">
      <p>{problem === 'missing' ? text.missing : text.failed}</p>
      {problem === 'failed' ? (
        <p className="issue-reader__actions">
          {onRetry ? <Button onClick={onRetry}>{text.retry}</Button> : null}
          {pdfUrl ? (
            <a href={pdfUrl} download>
              {text.download}
            </a>
          ) : null}
        </p>
      ) : null}
    </div>
  );
}
