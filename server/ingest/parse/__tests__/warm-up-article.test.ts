import { describe, expect, it } from 'vitest';
import { readJatsBytes } from '../../read-jats.ts';
import { warmUpArticle } from '../warm-up-article.ts';

/** Every `type` of node in the content, with how many of each. */
function nodeTypes(value: unknown, found = new Map<string, number>()): Map<string, number> {
  if (Array.isArray(value)) for (const item of value) nodeTypes(item, found);
  else if (typeof value === 'object' && value !== null) {
    const { type } = value as { type?: unknown };
    if (typeof type === 'string') found.set(type, (found.get(type) ?? 0) + 1);
    for (const child of Object.values(value)) nodeTypes(child, found);
  }
  return found;
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
    for (const type of ['sub-article', 'break', 'math', 'inline-formula', 'disp-formula', 'fig', 'table-wrap', 'xref', 'link']) expect(types.get(type), type).toBeGreaterThan(0);
    expect(content.subArticles.map((sub) => sub.articleType)).toEqual(['editor-report', 'referee-report', 'author-comment']);
    expect(content.dates.other).toContainEqual({ type: 'sent-for-review', date: '2024-01-05' });
  });
});
