/**
 * The columns of the FTS5 index (migration 0004), each a group of spec §3 search fields, with the weight bm25 gives a
 * match in it: a word in the title counts most, a page number least.
 */
export const searchColumnWeights = {
  title: 10,
  keywords: 6,
  authors: 5,
  institutions: 2,
  summary: 1.5,
  note: 1.5,
  source: 1,
  identifiers: 4,
  part: 0.5,
  first_page: 0.5,
  last_page: 0.5,
} as const;

export type SearchColumn = keyof typeof searchColumnWeights;
export const searchColumns = Object.keys(searchColumnWeights) as SearchColumn[];

/**
 * Spec §3 search fields (the `field` of a search, the site's search-condition options, `field:` in a query) and the
 * index columns each searches. Names are the spec's, for every resource kind alike: `resName_tic` is an article's
 * title and a figure's caption.
 */
export const searchFieldColumns: Record<string, readonly SearchColumn[]> = {
  // articles
  resName_tic: ['title'],
  keyword_tic: ['keywords'],
  authors_tic: ['authors'],
  authorCompany_tic: ['institutions'],
  summary_tic: ['summary'],
  doi: ['identifiers'],
  part: ['part'],
  firstPageNum: ['first_page'],
  lastPageNum: ['last_page'],
  // journals
  publicationName: ['title'],
  organizerUnit: ['institutions'],
  cn: ['identifiers'],
  issn: ['identifiers'],
  // figures and tables
  noteChinese_tic: ['note'],
  keyWords_tic: ['keywords'],
  thesis_tic: ['source'],
  // video and audio
  enResName_tic: ['title'],
  keywordExt_tic: ['keywords'],
  en_Thesis_tic: ['source'],
  // plain names for `field:word` in a typed query
  title: ['title'],
  keyword: ['keywords'],
  author: ['authors'],
  affiliation: ['institutions'],
  abstract: ['summary'],
  source: ['source'],
  issue: ['part'],
};
