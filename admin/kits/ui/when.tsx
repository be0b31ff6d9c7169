/** Dates and times as an editor reads them, in the browser's time zone: "3 Jan 2026, 09:00". */
const shown = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeStyle: 'short' });

/** SQLite's "YYYY-MM-DD HH:MM:SS" is UTC without saying so. */
const sqliteTime = /^\d{4}-\d\d-\d\d \d\d:\d\d(:\d\d(\.\d+)?)?$/;

/** A moment the server recorded (ISO 8601, or SQLite's form), in a `<time>` that keeps the value as sent. */
export function When({ value }: { value: string | null }) {
  if (!value) return <>—</>;
  const date = new Date(sqliteTime.test(value) ? `${value.replace(' ', 'T')}Z` : value);
  return <time dateTime={value}>{Number.isNaN(date.getTime()) ? value : shown.format(date)}</time>;
}
