import type { LanguageSegment } from '../../schemas/language-codes.ts';
import { bcp47Of } from '../../runtime/i18n/languages.ts';

const formats = new Map<string, Intl.DateTimeFormat>();

/**
 * A calendar date (YYYY-MM-DD) in the reader's language, e.g. "February 25, 2026" or "2026年2月25日"; the text
 * as given when it is not such a date. Read and written in UTC, so the day never shifts with the server's zone.
 */
export function formatDate(date: string, lang: LanguageSegment): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  if (!match) return date;
  const tag = bcp47Of(lang);
  let format = formats.get(tag);
  if (!format) {
    format = new Intl.DateTimeFormat(tag, { dateStyle: 'long', timeZone: 'UTC' });
    formats.set(tag, format);
  }
  return format.format(new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]))));
}
