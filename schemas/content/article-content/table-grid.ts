import { z } from 'zod';
import { elementId } from './primitives.ts';
import { inlineText } from './inline.ts';

/**
 * The CSS a table cell may carry from the XML's `style` attribute: a few layout properties with plain values
 * (no `url()`, no `expression()`, no escapes), keyed as React's `style` prop expects.
 */
export const cellStyleProperties = [
  'textAlign',
  'verticalAlign',
  'fontWeight',
  'fontStyle',
  'textDecoration',
  'whiteSpace',
  'color',
  'backgroundColor',
  'borderTop',
  'borderBottom',
  'borderLeft',
  'borderRight',
  'paddingLeft',
  'paddingRight',
] as const;
export const cssValue = z.string().regex(/^[\w\s#.,%()-]{1,60}$/, 'must be a plain CSS value').refine((value) => !/url|expression|image|var\(/i.test(value), {
  message: 'must not load or compute anything',
});
export const cellStyle = z.partialRecord(z.enum(cellStyleProperties), cssValue);
export type CellStyle = z.infer<typeof cellStyle>;

/** Spans are clamped to what HTML accepts, so a hostile `colspan="99999999"` cannot stretch a page. */
export const maxColspan = 1000;
export const maxRowspan = 65534;

export const tableCell = z.object({
  /** `th` rather than `td`. */
  header: z.boolean(),
  rowspan: z.number().int().min(1).max(maxRowspan),
  colspan: z.number().int().min(1).max(maxColspan),
  align: z.enum(['left', 'center', 'right', 'justify', 'char']).nullable(),
  valign: z.enum(['top', 'middle', 'bottom', 'baseline']).nullable(),
  style: cellStyle,
  /** The cell's text; paragraphs inside a cell are run together with line breaks. */
  children: inlineText,
});
export type TableCell = z.infer<typeof tableCell>;

export const tableRow = z.object({ cells: z.array(tableCell) });
export type TableRow = z.infer<typeof tableRow>;

/** One `table` element: its rows by part. Rows outside any `thead`/`tbody`/`tfoot` are body rows. */
export const tableGrid = z.object({
  id: elementId,
  head: z.array(tableRow),
  body: z.array(tableRow),
  foot: z.array(tableRow),
});
export type TableGrid = z.infer<typeof tableGrid>;
