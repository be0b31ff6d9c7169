import type { SearchKind } from '../../../schemas/search/search-request.ts';
import type { SearchColumn } from '../search-columns.ts';

/**
 * One searchable resource as an indexer describes it: the texts of each index column (analysed when written), what
 * filters and sorts read, and what its hit shows.
 */
export type SearchDocument = {
  kind: SearchKind;
  /** The id its hit carries. */
  refId: number;
  /** The article it is or belongs to; reindexing that article replaces it. */
  articleId: number | null;
  siteId: number;
  publicationId: number | null;
  columnId: number | null;
  periodId: number | null;
  year: number | null;
  openAccess: boolean;
  /** Spec §4 firstStatus: -1 latest accepted, 0 formal, 1-10 Online First. */
  firstStatus: number;
  hasPdf: boolean;
  visits: number;
  downloads: number;
  referenceCount: number;
  commentCount: number;
  publishDate: string;
  updatedAt: string;
  language: 'zh' | 'en';
  title: string;
  enTitle: string;
  summary: string;
  enSummary: string;
  authors: string[];
  source: string;
  enSource: string;
  /** `/{sld}/{lang}/…` (filled in per hit), or an address outside the site's pages. */
  url: string;
  doi: string;
  imageUrl: string;
  text: Partial<Record<SearchColumn, string[]>>;
};

/** The defaults of everything a resource may not have. */
export function searchDocument(fields: Pick<SearchDocument, 'kind' | 'refId' | 'siteId' | 'title' | 'url' | 'text'> & Partial<SearchDocument>): SearchDocument {
  return {
    articleId: null,
    publicationId: null,
    columnId: null,
    periodId: null,
    year: null,
    openAccess: true,
    firstStatus: 0,
    hasPdf: false,
    visits: 0,
    downloads: 0,
    referenceCount: 0,
    commentCount: 0,
    publishDate: '',
    updatedAt: '',
    language: 'zh',
    enTitle: '',
    summary: '',
    enSummary: '',
    authors: [],
    source: '',
    enSource: '',
    doi: '',
    imageUrl: '',
    ...fields,
  };
}

/** The year of a YYYY-MM-DD date, or null. */
export function yearOfDate(date: string): number | null {
  const year = Number(date.slice(0, 4));
  return date.length >= 4 && Number.isInteger(year) && year > 0 ? year : null;
}

/** A page of the portal: `/{sld}/{lang}/{path}`, the site and (unless given) the language filled in per hit. */
export function portalPage(path: string, lang = '{lang}'): string {
  return `/{sld}/${lang}/${path}`;
}

/** The language of a resource that does not say: Chinese when its name has Chinese characters. */
export function languageOfText(text: string): 'zh' | 'en' {
  return /\p{Script=Han}/u.test(text) ? 'zh' : 'en';
}
