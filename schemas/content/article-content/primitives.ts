import { z } from 'zod';

/**
 * The `id` a JATS element carried (figure, table, formula, reference, footnote, section …), or '' when it had
 * none. A reader renders it as the HTML id, so `#fig1` and `#bib12` links keep working.
 */
export const elementId = z.string().regex(/^\S*$/, 'must be an id without spaces');

/** A language as its primary subtag (`en`, `pt`, `zh`); '' when the source names none. */
export const languageCode = z.string().regex(/^([a-z]{2,3})?$/, 'must be a primary language subtag such as en');

/** A date as precise as the source gives it: YYYY, YYYY-MM or YYYY-MM-DD; '' when unknown. */
export const partialDate = z.string().regex(/^(\d{4}(-(0[1-9]|1[0-2])(-(0[1-9]|[12]\d|3[01]))?)?)?$/, 'must be YYYY, YYYY-MM or YYYY-MM-DD');

/** A link a reader may follow: web, FTP and mail addresses only (`javascript:` and the like never get here). */
export const webHref = z.string().regex(/^(https?:\/\/|ftp:\/\/|mailto:)[^\s<>"]+$/i, 'must be an http(s), ftp or mailto address');

/**
 * A file of the article's package (figure image, supplementary file) as the XML names it: a relative path such as
 * `elife-04490-fig1-v1.tif`, a web address, or an `info:doi/…` identifier that publishers resolve themselves.
 * No control characters and no leading space: browsers drop those from a URL, so `java\tscript:` would pass as a path.
 */
export const assetHref = z
  .string()
  // eslint-disable-next-line no-control-regex -- refusing control characters is the point
  .regex(/^([^\s\u0000-\u001f\u007f]([^\u0000-\u001f\u007f]*[^\s\u0000-\u001f\u007f])?)?$/, 'must not hold control characters or surrounding spaces')
  .refine((value) => !/^[a-z][a-z\d+.-]*:/i.test(value) || /^(https?:\/\/|ftp:\/\/|info:doi\/)/i.test(value), {
    message: 'must be a relative path, a web address or info:doi/…',
  });
