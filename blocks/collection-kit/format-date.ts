import type { LanguageSegment } from '../../schemas/language-codes.ts';
import { bcp47Of } from '../../runtime/i18n/languages.ts';

const isoDate = /^(\d{4})-(\d{2})-(\d{2})$/;

/**
 * A YYYY-MM-DD date as the reader's language writes it (2 March 2026, 2026年3月2日), read as a calendar day (no time
 * zone moves it); anything else as it is. A stand-in until a shared formatter exists.
 */
export function formatDate(date: string, lang: LanguageSegment): string {
  const parts = isoDate.exec(date);
  if (!parts) return date;
  const day = new Date(Date.UTC(Number(parts[1]), Number(parts[2]) - 1, Number(parts[3])));
  if (Number.isNaN(day.getTime())) return date;
  return new Intl.DateTimeFormat(bcp47Of(lang), { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' }).format(day);
}
