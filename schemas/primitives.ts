import { z } from 'zod';

/**
 * The spec encodes many switches as `1`/`0` (numbers or strings). They become booleans here and nowhere else:
 * a flag is true only when it equals 1 (spec §5, "Boolean config flags true only when equal to 1").
 */
export const flag = z
  .union([z.boolean(), z.number(), z.string(), z.null()])
  .transform((value) => value === true || value === 1 || value === '1');

/** A flag that is off unless configured. */
export const flagOff = flag.default(false);
/** A flag that is on unless configured. */
export const flagOn = flag.default(true);

/** Free text shown to readers; never interpreted as markup. */
export const text = z.string().default('');

/** A numeric id as the wire sends it: a number or a string of digits, no larger than a safe integer. */
const wholeNumber = 'must be a whole number of at most 15 digits';
export const numericId = z.union(
  [
    // int() also refuses numbers beyond Number.MAX_SAFE_INTEGER, which would be silently rounded.
    z.number().int(wholeNumber).nonnegative(wholeNumber),
    z
      .string()
      .regex(/^\d{1,15}$/)
      .transform((digits) => Number(digits)),
  ],
  { error: wholeNumber },
);

/** A link target or asset address: absolute http(s), protocol-relative, site-relative, or empty. No `javascript:`. */
export const linkUrl = z
  .string()
  .trim()
  .refine((value) => value === '' || /^(https?:\/\/|\/|#|\?|mailto:|tel:)/i.test(value) || /^[\w.-]+(\/|$)/.test(value), {
    message: 'must be an http(s) address, a path starting with /, or empty',
  })
  .refine((value) => !/^\s*(javascript|data|vbscript):/i.test(value), { message: 'script addresses are not allowed' })
  .default('');

/** A CSS colour's pattern (forms generated from a schema know a colour field by it: a colour picker). */
export const cssColorPattern = /^(#[0-9a-f]{3,8}|(rgb|hsl)a?\(\s*[\d.%]+\s*,\s*[\d.%]+\s*,\s*[\d.%]+\s*(,\s*[\d.]+\s*)?\))$/i;

/** A CSS colour written as hex, rgb()/rgba() or hsl()/hsla(). Anything else could smuggle CSS into a style sheet. */
export const cssColor = z.string().trim().regex(cssColorPattern, 'must be a CSS colour such as #1a73e8 or rgba(0, 0, 0, 0.5)');

/** Content languages: the languages in which content and configuration names are written. */
export const contentLanguage = z.enum(['zh', 'en']);
export type ContentLanguage = z.infer<typeof contentLanguage>;

/** YYYY-MM-DD, or empty: `isoDate`'s pattern (forms generated from a schema know a date field by it). */
export const isoDatePattern = /^(\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01]))?$/;

/** A calendar date as YYYY-MM-DD, or empty when unknown. */
export const isoDate = z.string().regex(isoDatePattern, 'must be a date written YYYY-MM-DD').default('');
