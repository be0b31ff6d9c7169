import type { ArticleContent, ArticleDocumentParts, SubArticle } from '../article-content.ts';
import type { BlockOf } from './blocks.ts';

/*
 * Zod-free on purpose: the reading view (browser) and the table export (server) both name tables by these keys.
 */

export type TableWrapNode = BlockOf<'table-wrap'>;

/**
 * The parts of a document in the order the reading view shows them (spec §2); a record, so that a part added to the
 * content model must be placed here before this compiles.
 */
const partOrder: Record<keyof ArticleDocumentParts, true> = {
  title: true,
  subtitle: true,
  transTitles: true,
  authors: true,
  editors: true,
  affiliations: true,
  correspondence: true,
  authorNotes: true,
  abstracts: true,
  highlights: true,
  keywords: true,
  body: true,
  acknowledgements: true,
  contributions: true,
  conflict: true,
  ethics: true,
  dataAvailability: true,
  funding: true,
  supplementary: true,
  glossary: true,
  appendix: true,
  footnotes: true,
  notes: true,
  references: true,
};
const parts = Object.keys(partOrder) as (keyof ArticleDocumentParts)[];

function collect(value: unknown, found: TableWrapNode[]): void {
  if (Array.isArray(value)) {
    for (const item of value) if (typeof item === 'object' && item !== null) collect(item, found);
    return;
  }
  const node = value as Record<string, unknown>;
  if (node.type === 'table-wrap') found.push(node as TableWrapNode);
  for (const key in node) {
    const child = node[key];
    if (typeof child === 'object' && child !== null) collect(child, found);
  }
}

function collectDocument(document: ArticleContent | SubArticle, found: TableWrapNode[]): void {
  for (const part of parts) collect(document[part], found);
  for (const sub of document.subArticles) collectDocument(sub, found);
}

/**
 * Every table-wrap of an article in document order: each document's parts in reading order (body, back matter,
 * appendices …), then its sub-articles; a table-wrap inside another comes after it.
 */
export function tableWrapsOf(content: ArticleContent): TableWrapNode[] {
  const found: TableWrapNode[] = [];
  collectDocument(content, found);
  return found;
}

/** How a table-wrap is named in a `downloadTable` call: its JATS id, or `#<n>` (its index in document order) without one. */
export function tableWrapKey(table: TableWrapNode, index: number): string {
  return table.id || `#${index}`;
}

/** The key of each table-wrap of an article, by node. */
export function tableWrapKeys(content: ArticleContent): Map<TableWrapNode, string> {
  return new Map(tableWrapsOf(content).map((table, index) => [table, tableWrapKey(table, index)]));
}

/** The table-wrap a key names: `#<n>` the n-th (0-based) in document order, anything else the one with that id. */
export function findTableWrap(content: ArticleContent, key: string): TableWrapNode | undefined {
  const tables = tableWrapsOf(content);
  const index = /^#(\d{1,9})$/.exec(key);
  if (index) return tables[Number(index[1])];
  return key ? tables.find((table) => table.id === key) : undefined;
}

/** Whether a table-wrap holds table markup with data: at least one row with a cell (not only an image of a table). */
export function tableHasData(table: TableWrapNode): boolean {
  return table.tables.some((grid) => [...grid.head, ...grid.body, ...grid.foot].some((row) => row.cells.length > 0));
}
