import { useMemo } from 'react';
import type { LanguageSegment } from '../../schemas/language-codes.ts';
import { usePage } from '../context/page-context.ts';
import { formatDate, formatNumber, type DateInput } from './format.ts';

export type Formatters = {
  /** The page's language segment. */
  lang: LanguageSegment;
  /** {@link formatDate} in the page's language. */
  formatDate: (value: DateInput, options?: Intl.DateTimeFormatOptions) => string;
  /** {@link formatNumber} in the page's language. */
  formatNumber: (value: number | bigint, options?: Intl.NumberFormatOptions) => string;
};

/** Date and number formatting in the language of the page (from {@link usePage}). */
export function useFormat(): Formatters {
  const { lang } = usePage();
  return useMemo(
    () => ({
      lang,
      formatDate: (value, options) => formatDate(value, lang, options),
      formatNumber: (value, options) => formatNumber(value, lang, options),
    }),
    [lang],
  );
}
