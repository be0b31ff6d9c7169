import type { SearchKind } from '../../schemas/search/search-request.ts';

type Label = { zh: string; en: string };

/** Facet values that are codes, in words (spec §2 result tabs, §4 filters). */
export const kindLabels: Record<SearchKind, Label> = {
  article: { zh: '论文', en: 'Articles' },
  journal: { zh: '期刊', en: 'Journals' },
  figure: { zh: '图片', en: 'Figures' },
  table: { zh: '表格', en: 'Tables' },
  video: { zh: '视频', en: 'Videos' },
  audio: { zh: '音频', en: 'Audio' },
  book: { zh: '图书', en: 'Books' },
  news: { zh: '资讯', en: 'News' },
  expert: { zh: '学者', en: 'Scholars' },
};

/** By the `oa` filter's values: 0 open access, 1 not. */
export const openAccessLabels: Record<'0' | '1', Label> = {
  '0': { zh: '开放获取', en: 'Open access' },
  '1': { zh: '非开放获取', en: 'Not open access' },
};

/** By the `publicationType` filter's values: 0 formal publication, 1 Online First. */
export const publicationTypeLabels: Record<'0' | '1', Label> = {
  '0': { zh: '正式出版', en: 'Formal publication' },
  '1': { zh: '网络首发', en: 'Online First' },
};
