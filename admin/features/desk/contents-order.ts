import type { DeskItemOf } from '../../../schemas/desk/desk-kinds.ts';

type Article = DeskItemOf<'article'>;
type Column = DeskItemOf<'column'>;

/** One column's part of an issue's table of contents; `column` undefined: the articles in no column (or one of another journal). */
export type ContentsSection = { column: Column | undefined; articles: Article[] };

const firstPage = (article: Article) => {
  const page = Number.parseInt(article.data.firstPageNum, 10);
  return Number.isNaN(page) ? Number.POSITIVE_INFINITY : page;
};

/**
 * An issue's table of contents as the desk shows it: sections in the columns' order (`sort`, then name), articles by
 * first page, then id. Where the reordering of issue 19 (item 3) comes: a stored order replaces this one, and the
 * screen (issue-contents-screen.tsx) gains its move controls beside each article.
 */
export function contentsOrder(articles: readonly Article[], columns: readonly Column[]): ContentsSection[] {
  const ordered = [...columns].sort((a, b) => a.data.sort - b.data.sort || a.data.name.localeCompare(b.data.name));
  const byPage = (list: Article[]) => list.sort((a, b) => firstPage(a) - firstPage(b) || a.id - b.id);
  const known = new Set(ordered.map((column) => column.id));
  const sections: ContentsSection[] = ordered.map((column) => ({ column, articles: byPage(articles.filter((article) => article.data.columnId === column.id)) }));
  const loose = byPage(articles.filter((article) => article.data.columnId === null || !known.has(article.data.columnId)));
  return [...sections.filter((section) => section.articles.length > 0), ...(loose.length > 0 ? [{ column: undefined, articles: loose }] : [])];
}
