import type { DeskItem, DeskKindName, DeskStatus } from '../../../schemas/desk/desk-kinds.ts';

/** What the desk calls each kind: one of it, and the list. */
export const kindNames: Readonly<Record<DeskKindName, { one: string; many: string }>> = {
  journal: { one: 'journal', many: 'Journals' },
  column: { one: 'column', many: 'Columns' },
  issue: { one: 'issue', many: 'Issues' },
  article: { one: 'article', many: 'Articles' },
  news: { one: 'news item', many: 'News' },
  expert: { one: 'expert', many: 'Experts' },
  book: { one: 'book', many: 'Books' },
  album: { one: 'album', many: 'Albums' },
  media: { one: 'recording', many: 'Audio and video' },
  page: { one: 'information page', many: 'Information pages' },
};

/** Which list filters a kind's list offers. */
export const kindFilters: Readonly<Record<DeskKindName, { journal: boolean; issue: boolean }>> = {
  journal: { journal: false, issue: false },
  column: { journal: true, issue: false },
  issue: { journal: true, issue: false },
  article: { journal: true, issue: true },
  news: { journal: false, issue: false },
  expert: { journal: false, issue: false },
  book: { journal: false, issue: false },
  album: { journal: false, issue: false },
  media: { journal: false, issue: false },
  page: { journal: false, issue: false },
};

export const statusNames: Readonly<Record<DeskStatus, string>> = { draft: 'Draft', published: 'Published', unpublished: 'Taken back' };

/** An item's name in lists, headings and messages. */
export function titleOf(item: DeskItem): string {
  switch (item.kind) {
    case 'journal':
      return item.data.publicationName;
    case 'column':
      return item.data.name;
    case 'issue': {
      const volume = item.data.periods ? `, Vol. ${item.data.periods}` : '';
      return `${item.data.year}${volume}, No. ${item.data.issue}${item.data.title ? ` · ${item.data.title}` : ''}`;
    }
    case 'article':
    case 'news':
    case 'book':
      return item.data.title;
    case 'expert':
    case 'album':
      return item.data.name;
    case 'media':
      return item.data.resName;
    case 'page': {
      const heading = item.data.sections.find((section) => section.title)?.title;
      return `Menu item ${item.data.menuId}${heading ? ` · ${heading}` : ''}`;
    }
  }
}
