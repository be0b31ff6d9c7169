/** Excel's limit on a sheet name, in UTF-16 units. */
export const maxSheetNameLength = 31;

/** Shortens to `max` UTF-16 units without splitting a character. */
function cut(text: string, max: number): string {
  let out = '';
  for (const char of text) {
    if (out.length + char.length > max) break;
    out += char;
  }
  return out;
}

/**
 * `count` sheet names Excel accepts, all different, from a base such as a table's label: without `\ / ? * [ ] :`,
 * no apostrophe at either end, not "History" (reserved), at most 31 units; numbered ` (2)`, ` (3)` … when several.
 */
export function sheetNames(base: string, count: number): string[] {
  let name = base
    .replace(/[\\/?*[\]:\p{Cc}]/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/^'+|'+$/g, '')
    .trim();
  if (!name || name.toLowerCase() === 'history') name = 'Table';
  if (count <= 1) return [cut(name, maxSheetNameLength).replace(/[\s']+$/, '')];
  return Array.from({ length: count }, (_, index) => {
    const suffix = ` (${index + 1})`;
    return `${cut(name, maxSheetNameLength - suffix.length).trimEnd()}${suffix}`;
  });
}
