import type { Alignment, Worksheet } from 'exceljs';
import type { TableCell } from '../../schemas/content/article-content.ts';
import type { TableWrapNode } from '../../schemas/content/article-content/table-wraps.ts';
import { blockPlainLines, inlinePlainText } from './cell-text.ts';
import { sheetText, sheetValue } from './cell-value.ts';
import { sheetNames } from './sheet-names.ts';
import { layOutTable, TableTooLarge, type TableLayout } from './table-layout.ts';

/**
 * The most grid positions one export writes (all its sheets together): a table of 2 500 rows × 20 columns, about a
 * second of exceljs work at most (measured), while a hostile `rowspan="65534" colspan="1000"` is refused at once.
 */
export const maxExportCells = 50_000;

const horizontal: Partial<Record<string, Alignment['horizontal']>> = { left: 'left', center: 'center', right: 'right', justify: 'justify' };
const vertical: Partial<Record<string, Alignment['vertical']>> = { top: 'top', middle: 'middle', bottom: 'bottom' };

function alignmentOf(cell: TableCell, text: string): Partial<Alignment> | undefined {
  const alignment: Partial<Alignment> = {};
  const across = horizontal[cell.align ?? cell.style.textAlign ?? ''];
  const down = vertical[cell.valign ?? cell.style.verticalAlign ?? ''];
  if (across) alignment.horizontal = across;
  if (down) alignment.vertical = down;
  if (text.includes('\n')) alignment.wrapText = true;
  return Object.keys(alignment).length ? alignment : undefined;
}

/** Characters a column needs to show its widest single-column cell (East Asian characters count twice). */
const displayWidth = (line: string) => Array.from(line).reduce((width, char) => width + (char.codePointAt(0)! >= 0x2e80 ? 2 : 1), 0);

function fillSheet(sheet: Worksheet, table: TableWrapNode, layout: TableLayout, footLines: string[]): void {
  const width = Math.max(layout.columns, 1);
  const caption = sheetText([table.label, inlinePlainText(table.caption.title)].join(' ').replace(/\s+/g, ' ').trim());
  const top = caption ? 2 : 1;
  if (caption) {
    if (width > 1) sheet.mergeCells(1, 1, 1, width);
    const captionCell = sheet.getCell(1, 1);
    captionCell.value = caption;
    captionCell.font = { bold: true };
  }

  const columnWidths: number[] = [];
  for (const placed of layout.cells) {
    const row = top + placed.row;
    const column = 1 + placed.column;
    if (placed.rowspan > 1 || placed.colspan > 1) sheet.mergeCells(row, column, row + placed.rowspan - 1, column + placed.colspan - 1);
    const text = sheetText(inlinePlainText(placed.cell.children).trim());
    const cell = sheet.getCell(row, column);
    if (text) {
      const { value, numFmt } = sheetValue(text);
      cell.value = value;
      if (numFmt) cell.numFmt = numFmt;
    }
    if (placed.part === 'head' || placed.cell.header) cell.font = { bold: true };
    const alignment = alignmentOf(placed.cell, text);
    if (alignment) cell.alignment = alignment;
    if (placed.colspan === 1) {
      const needed = Math.max(0, ...text.split('\n').map(displayWidth));
      columnWidths[placed.column] = Math.max(columnWidths[placed.column] ?? 0, needed);
    }
  }
  for (let index = 0; index < width; index += 1) sheet.getColumn(index + 1).width = Math.min(60, Math.max(8, (columnWidths[index] ?? 0) + 2));

  // Table footnotes below the table, after one empty row.
  footLines.forEach((line, index) => {
    sheet.getCell(top + layout.rows + 1 + index, 1).value = sheetText(line);
  });
  if (layout.headRows > 0) sheet.views = [{ state: 'frozen', xSplit: 0, ySplit: top - 1 + layout.headRows }];
}

/**
 * A table-wrap as an .xlsx workbook: one sheet per `table` in it, each with the caption (label and title) as a merged
 * first row, the head rows bold, then body and foot rows with their spans merged and their alignment, then the
 * table's footnotes. Throws `TableTooLarge` (before any workbook is built) when its grids pass `maxCells`.
 */
export async function tableWorkbook(table: TableWrapNode, maxCells = maxExportCells): Promise<Buffer> {
  let covered = 0;
  const layouts = table.tables.map((grid) => {
    const layout = layOutTable(grid, maxCells);
    covered += layout.covered;
    if (covered > maxCells) throw new TableTooLarge(`more than ${maxCells} cells`);
    return layout;
  });
  // exceljs is loaded with the first export, not with the server.
  const { default: ExcelJS } = await import('exceljs');
  const workbook = new ExcelJS.Workbook();
  workbook.creator = 'Masthead';
  const footLines = blockPlainLines(table.foot);
  const names = sheetNames(table.label || table.id || 'Table', layouts.length);
  layouts.forEach((layout, index) => fillSheet(workbook.addWorksheet(names[index]), table, layout, footLines));
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
