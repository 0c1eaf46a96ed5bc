/** The daily card's line when there is no day to show yet: small, as the home page loads it. */
export function DailyCardNote({ kind }: { kind: 'loading' | 'failed' | 'new' }) {
  if (kind === 'loading')
    return (
      <p className="daily-card__status daily-card__status--pending" role="status">
        Checking today&rsquo;s challenge&hellip;
      </p>
    );
  if (kind === 'failed')
    return (
      <p className="daily-card__status" role="status">
        Your progress could not be loaded. The challenge is still open.
      </p>
    );
  return (
    <p className="daily-card__status" role="status">
      A new challenge every day: you have not played yet.
    </p>
  );
}
