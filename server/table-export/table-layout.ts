import type { TableCell, TableGrid } from '../../schemas/content/article-content.ts';

export type TablePart = 'head' | 'body' | 'foot';

/** A cell at its place in the table's grid (0-based), with the rows and columns it covers. */
export type PlacedCell = { row: number; column: number; rowspan: number; colspan: number; part: TablePart; cell: TableCell };

export type TableLayout = {
  /** Rows of the grid: head, body and foot rows, empty ones included. */
  rows: number;
  columns: number;
  headRows: number;
  /** Grid positions the cells cover (a cell spanning 2 × 3 covers 6). */
  covered: number;
  cells: PlacedCell[];
};

/** Excel's widest sheet (XFD). */
export const maxSheetColumns = 16_384;

/** A table whose grid is larger than an export may build. */
export class TableTooLarge extends Error {
  constructor(reason: string) {
    super(reason);
    this.name = 'TableTooLarge';
  }
}

/**
 * Places a table's cells on its grid as HTML does: a cell takes the next column not covered by a row-spanning cell
 * above it; a rowspan ends with its row group (head, body, foot). Where the XML makes two cells overlap, the later
 * cell's colspan is cut short so merged ranges never collide. Stops with `TableTooLarge` once the grid positions
 * covered pass `maxCells` (or the columns pass Excel's), before doing more work than that.
 */
export function layOutTable(grid: TableGrid, maxCells: number): TableLayout {
  const cells: PlacedCell[] = [];
  let covered = 0;
  let columns = 0;
  let firstRow = 0;
  for (const part of ['head', 'body', 'foot'] as const) {
    const rows = grid[part];
    /** For each column, the last row a cell from a row above covers (-1 when none). */
    const coveredThrough: number[] = [];
    const isFree = (column: number, row: number) => (coveredThrough[column] ?? -1) < row;
    rows.forEach((tableRow, index) => {
      const row = firstRow + index;
      let column = 0;
      for (const cell of tableRow.cells) {
        while (!isFree(column, row)) column += 1;
        const rowspan = Math.min(cell.rowspan, rows.length - index);
        let colspan = 1;
        while (colspan < cell.colspan && isFree(column + colspan, row)) colspan += 1;
        covered += rowspan * colspan;
        if (covered > maxCells) throw new TableTooLarge(`more than ${maxCells} cells`);
        if (column + colspan > maxSheetColumns) throw new TableTooLarge(`more than ${maxSheetColumns} columns`);
        for (let spanned = column; spanned < column + colspan; spanned += 1) coveredThrough[spanned] = row + rowspan - 1;
        cells.push({ row, column, rowspan, colspan, part, cell });
        column += colspan;
        columns = Math.max(columns, column);
      }
    });
    firstRow += rows.length;
  }
  return { rows: firstRow, columns, headRows: grid.head.length, covered, cells };
}
