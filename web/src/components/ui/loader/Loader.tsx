/** The spinner shown while something really loads, with the text "Loading ...". */
export function Loader({ fullScreen = false }: { fullScreen?: boolean }) {
  return (
    <div className={fullScreen ? 'loader loader--full' : 'loader'} role="status" aria-live="polite">
      <span className="loader__spinner" aria-hidden="true" />
      <span className="loader__text">Loading ...</span>
    </div>
  );
}
