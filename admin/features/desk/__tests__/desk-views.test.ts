import { describe, expect, it } from 'vitest';
import { deskItem, type DeskItem, type DeskItemOf } from '../../../../schemas/desk/desk-kinds.ts';
import { parseLocation } from '../../../../runtime/routing/parse-location.ts';
import { titleOf } from '../desk-kind-text.ts';
import { previewLinks, readerLinks } from '../reader-links.ts';

const fields = { siteId: 101, status: 'published', version: 1, deletedAt: null, updatedAt: '2026-01-01', updatedBy: 'x' } as const;
const article = (id: number, columnId: number | null, firstPageNum = '', extra: object = {}) =>
  deskItem.parse({ kind: 'article', id, ...fields, data: { id, publicationId: 1, year: 2026, title: `A${id}`, columnId, firstPageNum, ...extra } }) as DeskItemOf<'article'>;
const column = (id: number, sort: number) => deskItem.parse({ kind: 'column', id, ...fields, data: { id, publicationId: 1, name: `C${id}`, sort } }) as DeskItemOf<'column'>;
const issue = deskItem.parse({ kind: 'issue', id: 9, ...fields, data: { id: 9, publicationId: 1, year: 2026, issue: '12', periods: '33' } });

describe('readerLinks', () => {
  it("links a published item to the reader's page from the route table, which reads it back", () => {
    const links = readerLinks('optics', issue);
    expect(links.map((link) => link.href)).toEqual(['/optics/zh/issue/2026/12/', '/optics/en/issue/2026/12/']);
    expect(parseLocation(links[0]!.href)).toMatchObject({ sld: 'optics', lang: 'zh', screen: 'issue', params: { year: '2026', issue: '12' } });
    expect(readerLinks('optics', article(5, null)).map((link) => link.href)).toEqual(['/optics/zh/article/5/', '/optics/en/article/5/']);
  });

  it('offers no link for a draft, a taken-back item, one in the bin, or a column', () => {
    const draft: DeskItem = { ...issue, status: 'draft' };
    expect(readerLinks('optics', draft)).toEqual([]);
    expect(readerLinks('optics', { ...issue, status: 'unpublished' })).toEqual([]);
    expect(readerLinks('optics', { ...issue, deletedAt: '2026-01-02' })).toEqual([]);
    expect(readerLinks('optics', column(1, 0))).toEqual([]);
  });
});

describe('previewLinks', () => {
  it('previews an item of a kind with a reader’s page, whatever its status, in Chinese and English', () => {
    const draft: DeskItem = { ...issue, status: 'draft' };
    expect(previewLinks('optics', draft).map((link) => link.href)).toEqual(['/rc-pub/admin/sites/optics/desk/issue/9/preview?lang=zh', '/rc-pub/admin/sites/optics/desk/issue/9/preview?lang=en']);
    expect(previewLinks('optics', article(5, null)).map((link) => link.lang)).toEqual(['zh', 'en']);
  });

  it('offers none for a column, nor for an item in the bin', () => {
    expect(previewLinks('optics', column(1, 0))).toEqual([]);
    expect(previewLinks('optics', { ...issue, deletedAt: '2026-01-02' })).toEqual([]);
  });
});

describe('titleOf', () => {
  it('names an issue by year, volume and number', () => {
    expect(titleOf(issue)).toBe('2026, Vol. 33, No. 12');
  });
});
