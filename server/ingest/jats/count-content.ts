import type { ContentCounts } from '../../../schemas/content/article-content.ts';

/** Node types counted, and the count each adds to. */
const countedAs: Record<string, keyof ContentCounts> = {
  fig: 'figures',
  'table-wrap': 'tables',
  'disp-formula': 'formulas',
  'inline-formula': 'formulas',
  ref: 'references',
  fn: 'footnotes',
  'supplementary-material': 'supplementaryMaterials',
  'sub-article': 'subArticles',
};

/** Counts the nodes of the content model itself (not the XML), wherever they are, sub-articles included. */
export function countContent(content: unknown): ContentCounts {
  const counts: ContentCounts = { figures: 0, tables: 0, formulas: 0, references: 0, footnotes: 0, supplementaryMaterials: 0, subArticles: 0 };
  const visit = (value: object): void => {
    if (Array.isArray(value)) {
      for (const item of value) if (typeof item === 'object' && item !== null) visit(item);
      return;
    }
    const node = value as Record<string, unknown>;
    // Runs of text are most of the nodes, and hold nothing counted.
    if (node.type === 'text') return;
    const counted = typeof node.type === 'string' ? countedAs[node.type] : undefined;
    if (counted) counts[counted] += 1;
    // Own values only (a for…in over objects of many shapes is slow, and asks the prototype too).
    for (const child of Object.values(node)) if (typeof child === 'object' && child !== null) visit(child);
  };
  if (typeof content === 'object' && content !== null) visit(content);
  return counts;
}
