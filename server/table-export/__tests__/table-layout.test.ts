import { describe, expect, it } from 'vitest';
import type { TableCell, TableGrid, TableRow } from '../../../schemas/content/article-content.ts';
import { layOutTable, maxSheetColumns, TableTooLarge } from '../table-layout.ts';

/** A cell written as `text`, `text/r2`, `text/c3` or `text/r2c3` (rowspan, colspan). */
function cell(spec: string): TableCell {
  const [text = '', spans = ''] = spec.split('/');
  const rowspan = Number(/r(\d+)/.exec(spans)?.[1] ?? 1);
  const colspan = Number(/c(\d+)/.exec(spans)?.[1] ?? 1);
  return { header: false, rowspan, colspan, align: null, valign: null, style: {}, children: [{ type: 'text', text }] };
}
const rows = (...specs: string[][]): TableRow[] => specs.map((cells) => ({ cells: cells.map(cell) }));
const grid = (parts: Partial<Record<'head' | 'body' | 'foot', TableRow[]>>): TableGrid => ({ id: '', head: [], body: [], foot: [], ...parts });

/** Each cell as `text@row,column` plus its span when it spans: what a spreadsheet shows where. */
function placements(table: TableGrid, maxCells = 10_000): string[] {
  return layOutTable(table, maxCells).cells.map(({ cell: { children }, row, column, rowspan, colspan }) => {
    const text = children[0]?.type === 'text' ? children[0].text : '?';
    return `${text}@${row},${column}${rowspan > 1 || colspan > 1 ? ` ${rowspan}x${colspan}` : ''}`;
  });
}

describe('placing a table’s cells on a grid', () => {
  it('puts plain rows side by side', () => {
    const layout = layOutTable(grid({ body: rows(['a', 'b'], ['c', 'd']) }), 100);
    expect(placements(grid({ body: rows(['a', 'b'], ['c', 'd']) }))).toEqual(['a@0,0', 'b@0,1', 'c@1,0', 'd@1,1']);
    expect(layout).toMatchObject({ rows: 2, columns: 2, covered: 4 });
  });

  it('moves a cell right of a rowspan from the row above', () => {
    expect(placements(grid({ body: rows(['a/r2', 'b', 'c'], ['d', 'e']) }))).toEqual(['a@0,0 2x1', 'b@0,1', 'c@0,2', 'd@1,1', 'e@1,2']);
  });

  it('skips a row-spanning cell in the middle of the row', () => {
    expect(placements(grid({ body: rows(['a', 'b/r3', 'c'], ['d', 'e'], ['f', 'g']) }))).toEqual([
      'a@0,0',
      'b@0,1 3x1',
      'c@0,2',
      'd@1,0',
      'e@1,2',
      'f@2,0',
      'g@2,2',
    ]);
  });

  it('mixes rowspan and colspan as a two-row table head does (JATS fixture pmgp tbl1)', () => {
    const head = rows(['Criterion/r2', 'Mean/c2', 'SD/c2', 'SD/r2', 't/r2', 'p/r2'], ['Before', 'After', 'Before', 'After']);
    const body = rows(['A', '1', '2', '3', '4', '5', '6', '7']);
    expect(placements(grid({ head, body }))).toEqual([
      'Criterion@0,0 2x1',
      'Mean@0,1 1x2',
      'SD@0,3 1x2',
      'SD@0,5 2x1',
      't@0,6 2x1',
      'p@0,7 2x1',
      'Before@1,1',
      'After@1,2',
      'Before@1,3',
      'After@1,4',
      'A@2,0',
      '1@2,1',
      '2@2,2',
      '3@2,3',
      '4@2,4',
      '5@2,5',
      '6@2,6',
      '7@2,7',
    ]);
    expect(layOutTable(grid({ head, body }), 100)).toMatchObject({ rows: 3, columns: 8, headRows: 2 });
  });

  it('places a block spanning rows and columns, and what comes after it', () => {
    expect(placements(grid({ body: rows(['a/r2c2', 'b'], ['c'], ['d', 'e', 'f']) }))).toEqual(['a@0,0 2x2', 'b@0,2', 'c@1,2', 'd@2,0', 'e@2,1', 'f@2,2']);
  });

  it('cuts a colspan short where it would run into a rowspan from above, so merged ranges never overlap', () => {
    expect(placements(grid({ body: rows(['a', 'b/r2', 'c'], ['d/c3', 'e']) }))).toEqual(['a@0,0', 'b@0,1 2x1', 'c@0,2', 'd@1,0', 'e@1,2']);
  });

  it('ends a rowspan with its row group: the head does not reach into the body, nor the body past its last row', () => {
    expect(placements(grid({ head: rows(['h/r3', 'i']), body: rows(['a', 'b/r9'], ['c']) }))).toEqual(['h@0,0', 'i@0,1', 'a@1,0', 'b@1,1 2x1', 'c@2,0']);
  });

  it('counts empty rows and rows of head, body and foot in order', () => {
    const layout = layOutTable(grid({ head: rows(['h']), body: rows([], ['b']), foot: rows(['f']) }), 100);
    expect(layout.rows).toBe(4);
    expect(layout.cells.map(({ row, part }) => `${part}@${row}`)).toEqual(['head@0', 'body@2', 'foot@3']);
  });

  it('refuses a grid larger than the limit, counting what spans cover, without building it', () => {
    expect(() => layOutTable(grid({ body: rows(['a/r2c3', 'b'], ['c']) }), 8)).not.toThrow();
    expect(() => layOutTable(grid({ body: rows(['a/r2c3', 'b'], ['c']) }), 7)).toThrow(TableTooLarge);
    const hostile = grid({ body: [{ cells: [{ ...cell('x'), rowspan: 65_534, colspan: 1000 }] }, ...Array.from({ length: 20_000 }, () => ({ cells: [cell('y')] }))] });
    const started = performance.now();
    expect(() => layOutTable(hostile, 50_000)).toThrow('more than 50000 cells');
    expect(performance.now() - started).toBeLessThan(200);
  });

  it('refuses a table wider than a spreadsheet', () => {
    const wide = grid({ body: [{ cells: Array.from({ length: 17 }, () => ({ ...cell('w'), colspan: 1000 })) }] });
    expect(() => layOutTable(wide, 1_000_000)).toThrow(`more than ${maxSheetColumns} columns`);
  });
});
