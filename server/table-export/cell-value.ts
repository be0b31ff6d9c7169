/** What a spreadsheet cell holds: a number only for a plain number, with the decimals the table printed. */
export type SheetValue = { value: string | number; numFmt?: string };

/**
 * A plain decimal number (`12`, `-0.50`, `−3.2` with a minus sign), at most 15 significant digits so it survives as a
 * double. Anything else that looks numeric (`-0.00`, `1,234`, `12%`, `0.05*`, `007`, `1e5`, `12 ± 3`) stays text,
 * as printed.
 */
const plainNumber = /^([-−]?)(0|[1-9]\d*)(?:\.(\d+))?$/;

export function sheetValue(text: string): SheetValue {
  const match = plainNumber.exec(text);
  if (!match) return { value: text };
  const [, sign, whole = '', decimals = ''] = match;
  if (whole.length + decimals.length > 15) return { value: text };
  const value = Number(`${sign ? '-' : ''}${whole}${decimals ? `.${decimals}` : ''}`);
  // A printed "-0.00" (a small negative, rounded) would show as 0.00.
  if (sign && value === 0) return { value: text };
  return decimals ? { value, numFmt: `0.${'0'.repeat(decimals.length)}` } : { value };
}

/** Excel's limit on the characters in one cell. */
export const maxCellText = 32_767;

/** Text a cell may hold: no control characters XML forbids (tab and line breaks stay), at most Excel's length. */
export function sheetText(text: string): string {
  // eslint-disable-next-line no-control-regex -- removing control characters is the point
  const clean = text.replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]/g, '');
  return clean.length > maxCellText ? clean.slice(0, maxCellText) : clean;
}
