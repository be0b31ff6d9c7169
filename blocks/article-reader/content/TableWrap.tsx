import type { BlockOf } from '../../../schemas/content/article-content/blocks.ts';
import type { CSSProperties } from 'react';
import type { TableRow } from '../../../schemas/content/article-content/table-grid.ts';
import { useArticleAssets } from './article-context.ts';
import { BlockNodes, Caption } from './BlockNodes.tsx';
import { InlineText } from './InlineText.tsx';
import { TableDownload } from './TableDownload.tsx';

/** A blank cell (the corner above row labels) heads nothing, so it stays a data cell even in the head. */
const isBlank = (cell: TableRow['cells'][number]) => cell.children.every((node) => node.type === 'text' && node.text.trim() === '');

function Rows({ rows, part }: { rows: TableRow[]; part: 'head' | 'body' | 'foot' }) {
  return rows.map((row, rowIndex) => (
    <tr key={rowIndex}>
      {row.cells.map((cell, cellIndex) => {
        const Cell = (cell.header || part === 'head') && !isBlank(cell) ? 'th' : 'td';
        return (
          <Cell
            key={cellIndex}
            rowSpan={cell.rowspan > 1 ? cell.rowspan : undefined}
            colSpan={cell.colspan > 1 ? cell.colspan : undefined}
            style={{ ...(cell.style as CSSProperties), ...(cell.align && cell.align !== 'char' ? { textAlign: cell.align } : {}), ...(cell.valign ? { verticalAlign: cell.valign } : {}) }}
            scope={Cell === 'th' && part === 'head' ? 'col' : undefined}
          >
            <InlineText nodes={cell.children} />
          </Cell>
        );
      })}
    </tr>
  ));
}

/**
 * A table with its label, caption, head/body/foot rows (spans and alignment as the XML gives them) and notes; a wide
 * table scrolls inside its own box, never the page. Without table markup, the table's image stands in. A table with
 * data offers its Excel download below it.
 */
export function TableWrap({ table }: { table: BlockOf<'table-wrap'> }) {
  const { urlOf } = useArticleAssets();
  return (
    <figure id={table.id || undefined} className="mh-table-wrap">
      <figcaption>
        {table.label ? <strong className="mh-label">{table.label} </strong> : null}
        <Caption caption={table.caption} />
      </figcaption>
      {table.tables.map((grid, index) => (
        <div key={grid.id || index} className="mh-table-scroll" tabIndex={0} role="region" aria-label={table.label || undefined}>
          <table id={grid.id || undefined}>
            {grid.head.length ? (
              <thead>
                <Rows rows={grid.head} part="head" />
              </thead>
            ) : null}
            <tbody>
              <Rows rows={grid.body} part="body" />
            </tbody>
            {grid.foot.length ? (
              <tfoot>
                <Rows rows={grid.foot} part="foot" />
              </tfoot>
            ) : null}
          </table>
        </div>
      ))}
      {table.tables.length === 0
        ? table.graphics.map((graphic, index) => {
            const src = urlOf(graphic.href);
            return src ? <img key={index} src={src} alt={graphic.alt || table.label} /> : null;
          })
        : null}
      <TableDownload table={table} />
      {table.foot.length ? (
        <div className="mh-table-foot">
          <BlockNodes nodes={table.foot} depth={4} />
        </div>
      ) : null}
    </figure>
  );
}
