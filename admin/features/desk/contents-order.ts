import type { DeskItemOf } from '../../../schemas/desk/desk-kinds.ts';

type Article = DeskItemOf<'article'>;
type Column = DeskItemOf<'column'>;

/** One column's part of an issue's table of contents; `column` undefined: the articles in no column (or one of another journal). */
export type ContentsSection = { column: Column | undefined; articles: Article[] };

/**
 * An issue's table of contents as readers see it: sections in the columns' order (`sort`, then name), each holding
 * its articles in the order given (the server's: as editors ordered them, then by first page), the articles of no
 * known column last.
 */
export function contentsOrder(articles: readonly Article[], columns: readonly Column[]): ContentsSection[] {
  const ordered = [...columns].sort((a, b) => a.data.sort - b.data.sort || a.data.name.localeCompare(b.data.name));
  const known = new Set(ordered.map((column) => column.id));
  const sections: ContentsSection[] = ordered.map((column) => ({ column, articles: articles.filter((article) => article.data.columnId === column.id) }));
  const loose = articles.filter((article) => article.data.columnId === null || !known.has(article.data.columnId));
  return [...sections.filter((section) => section.articles.length > 0), ...(loose.length > 0 ? [{ column: undefined, articles: loose }] : [])];
}

/**
 * The articles in the order of `ids` (an order being edited): those no longer there are dropped, and those it does
 * not name (placed in the issue since) follow in the order they come.
 */
export function inOrder(articles: readonly Article[], ids: readonly number[]): Article[] {
  const byId = new Map(articles.map((article) => [article.id, article]));
  const named = ids.flatMap((id) => byId.get(id) ?? []);
  const listed = new Set(ids);
  return [...named, ...articles.filter((article) => !listed.has(article.id))];
}

/** Every article's id, first to last: the order the server saves. */
export function orderOf(sections: readonly ContentsSection[]): number[] {
  return sections.flatMap((section) => section.articles.map((article) => article.id));
}

export type Move = 'up' | 'down';

/** Where an article stands within its column: 0-based, of how many. */
export function placeOf(sections: readonly ContentsSection[], articleId: number): { section: ContentsSection; index: number } | undefined {
  for (const section of sections) {
    const index = section.articles.findIndex((article) => article.id === articleId);
    if (index >= 0) return { section, index };
  }
  return undefined;
}

/** The order with the article moved one place up or down within its column; undefined when it cannot move that way. */
export function moveArticle(sections: readonly ContentsSection[], articleId: number, move: Move): number[] | undefined {
  const place = placeOf(sections, articleId);
  if (!place) return undefined;
  const target = place.index + (move === 'up' ? -1 : 1);
  if (target < 0 || target >= place.section.articles.length) return undefined;
  const articles = [...place.section.articles];
  [articles[place.index], articles[target]] = [articles[target]!, articles[place.index]!];
  return orderOf(sections.map((section) => (section === place.section ? { ...section, articles } : section)));
}
