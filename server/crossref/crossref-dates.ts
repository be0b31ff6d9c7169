import { setAttribute, type XmlBuilder } from '../oai/xml-writer.ts';
import { addCrossref } from './crossref-xml.ts';

/** A date as the deposit schema writes it: a year, and the month and day where known (two digits each). */
export type DateParts = { year: string; month?: string; day?: string };

/** `YYYY-MM-DD`, `YYYY-MM` or `YYYY` as date parts; undefined for anything else (or a year the schema refuses). */
export function dateParts(iso: string | undefined): DateParts | undefined {
  const match = /^(\d{4})(?:-(0[1-9]|1[0-2])(?:-(0[1-9]|[12]\d|3[01]))?)?$/.exec((iso ?? '').trim());
  if (!match) return undefined;
  const year = Number(match[1]);
  if (year < 1400 || year > 2200) return undefined;
  return { year: match[1]!, month: match[2], day: match[2] ? match[3] : undefined };
}

/** Writes `<month>`, `<day>`, `<year>` in the schema's order into a date element. */
export function addDate(parent: XmlBuilder, name: 'publication_date' | 'acceptance_date', parts: DateParts, mediaType?: 'print' | 'online'): void {
  const date = addCrossref(parent, name);
  if (mediaType) setAttribute(date, null, 'media_type', mediaType);
  if (parts.month) addCrossref(date, 'month', parts.month);
  if (parts.month && parts.day) addCrossref(date, 'day', parts.day);
  addCrossref(date, 'year', parts.year);
}

/** The whole date as `YYYY-MM-DD` (what attributes of type xsd:date take), when all three parts are known. */
export const fullDate = (parts: DateParts | undefined): string | undefined =>
  parts?.month && parts.day ? `${parts.year}-${parts.month}-${parts.day}` : undefined;
