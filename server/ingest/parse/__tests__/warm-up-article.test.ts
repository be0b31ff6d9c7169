import { describe, expect, it } from 'vitest';
import { forEachContentNode } from '../../content-nodes.ts';
import { readJatsBytes } from '../../read-jats.ts';
import { warmUpArticle } from '../warm-up-article.ts';

/** The `type`s of the content's nodes (runs of text aside). */
function nodeTypes(content: unknown): Set<string> {
  const types = new Set<string>();
  forEachContentNode(content, ({ type }) => {
    if (typeof type === 'string') types.add(type);
  });
  return types;
}

// A parsing thread whose warm-up fails goes on, cold (parse-worker.ts): nothing but a slower import would tell.
describe('the warm-up article a parsing thread reads as it starts', () => {
  const { content } = readJatsBytes('', Buffer.from(warmUpArticle));

  it('reads as a JATS article that fits the content model', () => {
    expect(content.doi).toBe('10.0000/warm-up');
    expect(content.counts.references).toBeGreaterThanOrEqual(40);
  });

  it('holds the nodes the fixtures hold that the content model checks with schemas of their own', () => {
    const types = nodeTypes(content);
    for (const type of ['sub-article', 'break', 'math', 'inline-formula', 'disp-formula', 'fig', 'table-wrap', 'xref', 'link']) expect(types.has(type), type).toBe(true);
    expect(content.subArticles.map((sub) => sub.articleType)).toEqual(['editor-report', 'referee-report', 'author-comment']);
    expect(content.dates.other).toContainEqual({ type: 'sent-for-review', date: '2024-01-05' });
  });
});
