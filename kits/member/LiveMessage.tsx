/**
 * The outcome of the reader's last action, in a polite live region that is always there (so screen readers hear what
 * appears in it). `tone` error makes it an alert.
 */
export function LiveMessage({ message, tone = 'info' }: { message: string; tone?: 'info' | 'error' }) {
  return (
    <p className="mh-live-message" role={tone === 'error' ? 'alert' : 'status'} aria-live={tone === 'error' ? 'assertive' : 'polite'} data-tone={tone}>
      {message}
    </p>
  );
}
