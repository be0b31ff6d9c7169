import type { LanguageSegment } from '../../schemas/language-codes.ts';
import { bcp47Of } from './languages.ts';

/**
 * Dates and numbers in the page's language, through `Intl` with the language segment's BCP 47 tag: "2025年10月25日",
 * "October 25, 2025", "25 octobre 2025", "1 234 567" … Arabic pins Latin digits: CLDR versions disagree on Arabic's
 * default digits, and the server's Node and the reader's browser must render the same text for hydration.
 */

/** The Intl locale of a language segment: its BCP 47 tag, with the digits fixed where CLDR versions differ. */
function intlLocaleOf(lang: LanguageSegment): string {
  const tag = bcp47Of(lang);
  return lang === 'ara' ? `${tag}-u-nu-latn` : tag;
}

export type DateInput = string | number | Date;

/** Calendar dates (2025-10-25) and the back end's zone-less date-times (2025-10-25 08:30[:00]). */
const calendarDate = /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2}))?)?$/;

const defaultDateOptions: Intl.DateTimeFormatOptions = { dateStyle: 'long' };

const dateFormats = new Map<string, Intl.DateTimeFormat>();
const numberFormats = new Map<string, Intl.NumberFormat>();

function cached<T>(cache: Map<string, T>, tag: string, options: object, make: () => T): T {
  const key = `${tag}|${JSON.stringify(options)}`;
  let format = cache.get(key);
  if (!format) {
    format = make();
    cache.set(key, format);
  }
  return format;
}

/**
 * The instant a value stands for, or null when it is not a date. A calendar date or a zone-less date-time is read
 * as UTC wall-clock time (and formatted in UTC), so the day never shifts with the server's or the reader's zone.
 */
function toDate(value: DateInput): { date: Date; wallClock: boolean } | null {
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? null : { date: value, wallClock: false };
  if (typeof value === 'number') return Number.isFinite(value) ? { date: new Date(value), wallClock: false } : null;
  const text = value.trim();
  const match = calendarDate.exec(text);
  if (match) {
    const [year, month, day, hours, minutes, seconds] = match.slice(1).map((part) => Number(part ?? 0)) as [number, number, number, number, number, number];
    const date = new Date(Date.UTC(year, month - 1, day, hours, minutes, seconds));
    // Reject 2025-02-30 and the like instead of rolling them over into March.
    if (date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return null;
    return { date, wallClock: true };
  }
  if (!/^\d{4}-\d{2}-\d{2}T/.test(text)) return null;
  const parsed = new Date(text);
  return Number.isNaN(parsed.getTime()) ? null : { date: parsed, wallClock: false };
}

/**
 * A date in the language of `lang` — by default the long date style ("2025年10月25日", "25 октября 2025 г.").
 * Takes YYYY-MM-DD (or "YYYY-MM-DD HH:mm[:ss]"), an ISO 8601 date-time, a timestamp or a Date. Text that is not a
 * date comes back as given (empty stays empty). Instants are shown in UTC unless `options.timeZone` says otherwise,
 * so server and browser render the same text.
 */
export function formatDate(value: DateInput, lang: LanguageSegment, options: Intl.DateTimeFormatOptions = defaultDateOptions): string {
  const parsed = toDate(value);
  if (!parsed) return typeof value === 'string' ? value : '';
  const effective: Intl.DateTimeFormatOptions = { ...options, timeZone: parsed.wallClock ? 'UTC' : (options.timeZone ?? 'UTC') };
  const tag = intlLocaleOf(lang);
  return cached(dateFormats, tag, effective, () => new Intl.DateTimeFormat(tag, effective)).format(parsed.date);
}

/** An `Intl.NumberFormat` for a BCP 47 tag, made once (making one takes longer than formatting hundreds of numbers). */
export function numberFormatFor(tag: string, options: Intl.NumberFormatOptions = {}): Intl.NumberFormat {
  return cached(numberFormats, tag, options, () => new Intl.NumberFormat(tag, options));
}

/** A number in the language of `lang` ("1,234", "1 234", "1.234,5" …); NaN and infinities come back as "". */
export function formatNumber(value: number | bigint, lang: LanguageSegment, options: Intl.NumberFormatOptions = {}): string {
  if (typeof value === 'number' && !Number.isFinite(value)) return '';
  const tag = intlLocaleOf(lang);
  return numberFormatFor(tag, options).format(value);
}
