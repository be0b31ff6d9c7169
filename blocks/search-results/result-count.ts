import { numberFormatFor } from '../../runtime/i18n/format.ts';

/**
 * A result count in the spec §9 units, "pieces or 10K": up to 9,999 as it is, from 10,000 in ten-thousands (1.2 万条,
 * 1.2 × 10K results), the way Chinese readers count. `value` is formatted for the page's locale.
 */
export function resultCount(total: number, locale: string): { unit: 'pieces' | 'tenThousands'; value: string } {
  if (total < 10_000) return { unit: 'pieces', value: numberFormatFor(locale).format(total) };
  // Rounded down, so 99,990 results never read as "10 × 10K".
  const tenThousands = Math.floor(total / 1_000) / 10;
  return { unit: 'tenThousands', value: numberFormatFor(locale, { maximumFractionDigits: 1 }).format(tenThousands) };
}
