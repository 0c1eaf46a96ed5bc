/** The default error screen, for errors no screen handles itself. */
export function ErrorPage({ message }: { message?: string }) {
  return (
    <section className="error-page" role="alert">
      {/* React places this in the document head. */}
      <title>Unexpected Application Error!</title>
      <h1 className="error-page__title">Unexpected Application Error!</h1>
      {message ? <p className="error-page__message">{message}</p> : null}
      {/* A full page load, since the app itself may be what failed. */}
      <a href="/" className="button button--primary">
        Go Home
      </a>
    </section>
  );
}
