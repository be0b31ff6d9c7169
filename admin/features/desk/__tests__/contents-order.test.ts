import { describe, expect, it } from 'vitest';
import { deskItem, type DeskItemOf } from '../../../../schemas/desk/desk-kinds.ts';
import { contentsOrder, inOrder, moveArticle, orderOf, type ContentsSection } from '../contents-order.ts';

const fields = { siteId: 101, status: 'published', version: 1, deletedAt: null, updatedAt: '2026-01-01', updatedBy: 'x' } as const;
const article = (id: number, columnId: number | null, firstPageNum = '') =>
  deskItem.parse({ kind: 'article', id, ...fields, data: { id, publicationId: 1, year: 2026, title: `A${id}`, columnId, firstPageNum } }) as DeskItemOf<'article'>;
const column = (id: number, sort: number) => deskItem.parse({ kind: 'column', id, ...fields, data: { id, publicationId: 1, name: `C${id}`, sort } }) as DeskItemOf<'column'>;

const columns = [column(20, 2), column(10, 1), column(30, 3)];
/** The server's order: 3 before 1 in column 20 as an editor saved it, though 1 has the earlier page. */
const articles = [article(3, 20, '30'), article(2, 10), article(1, 20, '5'), article(6, 20, '40'), article(4, null), article(5, 99)];
const shown = (sections: ContentsSection[]) => sections.map(({ column: section, articles: inSection }) => [section?.data.name ?? '-', inSection.map((one) => one.id)]);

describe('contentsOrder', () => {
  it("groups an issue's articles by column in the columns' order, keeping the server's order within each, the rest last", () => {
    expect(shown(contentsOrder(articles, columns))).toEqual([
      ['C10', [2]],
      ['C20', [3, 1, 6]],
      ['-', [4, 5]],
    ]);
  });
});

describe('moving an article', () => {
  const sections = contentsOrder(articles, columns);

  it('moves it one place within its column, and answers the whole order to save', () => {
    expect(moveArticle(sections, 1, 'up')).toEqual([2, 1, 3, 6, 4, 5]);
    expect(moveArticle(sections, 1, 'down')).toEqual([2, 3, 6, 1, 4, 5]);
    expect(moveArticle(sections, 4, 'down')).toEqual([2, 3, 1, 6, 5, 4]);
  });

  it('does not move it past the ends of its column, nor one not in the issue', () => {
    expect(moveArticle(sections, 3, 'up')).toBeUndefined();
    expect(moveArticle(sections, 6, 'down')).toBeUndefined();
    expect(moveArticle(sections, 2, 'up')).toBeUndefined();
    expect(moveArticle(sections, 77, 'up')).toBeUndefined();
  });

  it('reads an edited order back over the articles as they are now: gone ones dropped, new ones after', () => {
    const edited = moveArticle(sections, 6, 'up')!;
    const now = [...articles.filter((one) => one.id !== 2), article(8, 20)];
    expect(shown(contentsOrder(inOrder(now, edited), columns))).toEqual([
      ['C20', [3, 6, 1, 8]],
      ['-', [4, 5]],
    ]);
    expect(orderOf(contentsOrder(inOrder(now, edited), columns))).toEqual([3, 6, 1, 8, 4, 5]);
  });
});
