import type { ArticlePage } from '../../schemas/content/article-page.ts';

/**
 * What the reading view renders: the article as `getHtml` answers it, and the addresses of the calls its links and
 * behaviour make, built by the contract from the endpoint table (the component's code carries no table, nor zod).
 */
export type ArticleReaderData = {
  page: ArticlePage;
  links: {
    /** The reading the behaviour counts (`front-article/{id}?siteId=`). */
    visit: string;
    /** `downloadTable`, to which a table's link adds its query. */
    downloadTable: string;
  };
};
