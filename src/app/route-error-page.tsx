/**
 * The last resort when the page itself fails (a bug, not a configuration problem): a plain page with the spec's
 * generic error (status 500, message 'Error') and a link home, in both content languages.
 */
export function RouteErrorPage() {
  return (
    <main id="main" style={{ maxWidth: 640, margin: '15vh auto', padding: 24, fontFamily: 'system-ui, sans-serif', textAlign: 'center' }}>
      <h1>500 · Error</h1>
      <p>服务器出现问题，请稍后再试。 Something went wrong on our side. Please try again later.</p>
      <p>
        <a href="/">首页 · Home</a>
      </p>
    </main>
  );
}
