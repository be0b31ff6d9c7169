import type { LanguageSegment } from '../../schemas/language-codes.ts';

/**
 * What every entry shows, decided once for the whole issue: the publication config and the reader's access, where
 * links start, and the texts. An issue lists hundreds of articles, so entries take these instead of each asking for
 * the page and the translations again.
 */
export type TocOptions = {
  lang: LanguageSegment;
  prefix: string;
  showPages: boolean;
  showDoi: boolean;
  downloads: boolean;
  mayDownload: boolean;
  signedIn: boolean;
  /** Where PDF and Collect lead a reader who must log in first (returning to this issue). */
  loginHref: string;
  text: {
    doi: string;
    otherArticles: string;
    pdf: string;
    downloadLoginRequired: string;
    collect: string;
    collectLoginRequired: string;
    pages: (first: string, last: string) => string;
  };
};
