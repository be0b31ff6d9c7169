import {
  cellStyleProperties,
  cssValue,
  maxColspan,
  maxRowspan,
  type BlockOf,
  type CellStyle,
  type InlineText,
  type TableCell,
  type TableGrid,
  type TableRow,
} from '../../../schemas/content/article-content.ts';
import { parseBlocks } from './blocks.ts';
import type { ReadingContext } from './context.ts';
import { captionOf, graphicsIn, objectDoi } from './figures.ts';
import { parseInline, trimInline } from './inline.ts';
import { attribute, childElements, childText, firstChild, idOf } from '../xml/xml-query.ts';
import type { XmlElement, XmlNode } from '../xml/xml-tree.ts';

export function tableWrapOf(wrap: XmlElement, context: ReadingContext): BlockOf<'table-wrap'> {
  const tables = childElements(wrap, 'table', 'alternatives').flatMap((child) => (child.local === 'alternatives' ? childElements(child, 'table') : [child]));
  const foot = firstChild(wrap, 'table-wrap-foot');
  return {
    type: 'table-wrap',
    id: idOf(wrap),
    label: childText(wrap, 'label'),
    caption: captionOf(wrap, context),
    tables: tables.map((table) => tableOf(table, context)),
    graphics: graphicsIn(wrap),
    foot: foot ? parseBlocks(childElements(foot), context) : [],
    doi: objectDoi(wrap),
  };
}

function tableOf(table: XmlElement, context: ReadingContext): TableGrid {
  const rowsIn = (parts: XmlElement[]) => parts.flatMap((part) => childElements(part, 'tr')).map((row) => rowOf(row, context));
  return {
    id: idOf(table),
    head: rowsIn(childElements(table, 'thead')),
    body: [...rowsIn(childElements(table, 'tbody')), ...childElements(table, 'tr').map((row) => rowOf(row, context))],
    foot: rowsIn(childElements(table, 'tfoot')),
  };
}

function rowOf(row: XmlElement, context: ReadingContext): TableRow {
  return { cells: childElements(row, 'td', 'th').map((cell) => cellOf(cell, context)) };
}

const alignments = ['left', 'center', 'right', 'justify', 'char'] as const;
const verticalAlignments = ['top', 'middle', 'bottom', 'baseline'] as const;
const oneOf = <T extends string>(allowed: readonly T[], value: string): T | null => (allowed.includes(value as T) ? (value as T) : null);

/** A span as a whole number within what HTML allows; anything else counts as 1. */
function span(value: string, max: number): number {
  const number = Number.parseInt(value, 10);
  return Number.isFinite(number) && number >= 1 ? Math.min(number, max) : 1;
}

function cellOf(cell: XmlElement, context: ReadingContext): TableCell {
  return {
    header: cell.local === 'th',
    rowspan: span(attribute(cell, 'rowspan'), maxRowspan),
    colspan: span(attribute(cell, 'colspan'), maxColspan),
    align: oneOf(alignments, attribute(cell, 'align').toLowerCase()),
    valign: oneOf(verticalAlignments, attribute(cell, 'valign').toLowerCase()),
    style: cellStyleOf(attribute(cell, 'style')),
    children: cellText(cell.children, context),
  };
}

/** Elements that make their own line inside a cell. */
const lineElements = new Set(['p', 'list', 'list-item', 'def-list', 'def-item', 'disp-quote']);

/** A cell's content as one run of text: paragraphs and list items inside it are separated by line breaks. */
function cellText(nodes: XmlNode[], context: ReadingContext): InlineText {
  const lines: InlineText[] = [];
  let run: XmlNode[] = [];
  const endRun = () => {
    lines.push(trimInline(parseInline(run, context)));
    run = [];
  };
  for (const node of nodes) {
    if (node.kind === 'element' && lineElements.has(node.local)) {
      endRun();
      lines.push(cellText(node.children, context));
    } else {
      run.push(node);
    }
  }
  endRun();
  return lines.filter((line) => line.length > 0).flatMap((line, index) => (index === 0 ? line : [{ type: 'break' as const }, ...line]));
}

const cssNames: Record<string, (typeof cellStyleProperties)[number]> = Object.fromEntries(
  cellStyleProperties.map((property) => [property.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`), property]),
);

/** The layout part of a cell's `style` attribute; properties and values outside the allowed few are dropped. */
export function cellStyleOf(style: string): CellStyle {
  const kept: CellStyle = {};
  for (const declaration of style.split(';')) {
    const colon = declaration.indexOf(':');
    if (colon < 0) continue;
    const property = cssNames[declaration.slice(0, colon).trim().toLowerCase()];
    const value = declaration.slice(colon + 1).trim();
    if (property && cssValue.safeParse(value).success) kept[property] = value;
  }
  return kept;
}
