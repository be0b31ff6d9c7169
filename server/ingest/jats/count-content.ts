import type { ContentCounts } from '../../../schemas/content/article-content.ts';
import { forEachContentNode } from '../content-nodes.ts';

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
  forEachContentNode(content, ({ type }) => {
    const counted = typeof type === 'string' ? countedAs[type] : undefined;
    if (counted) counts[counted] += 1;
  });
  return counts;
}
