import { sql, type Kysely } from 'kysely';
import { article as articleSchema, type Article } from '../../schemas/content/article.ts';
import { articleContent, type ArticleContent } from '../../schemas/content/article-content.ts';
import { journal as journalSchema, type Journal } from '../../schemas/content/journal.ts';
import { period as periodSchema, type Period } from '../../schemas/period.ts';
import { articleEntityColumns, articleEntityInput } from '../db/article-row.ts';
import type { Database } from '../db/tables.ts';
import { engineOf, type DatabaseEngine } from '../db/database-engine.ts';
import { jsonInteger } from '../db/portable-sql.ts';

/** An article of the issue: its entity, and its full text where it was imported from JATS (null otherwise). */
export type IssueArticle = { article: Article; content: ArticleContent | null; contentLanguage: string | null };
export type IssueRecords = { period: Period; journal: Journal; articles: IssueArticle[] };

/** The printed first page as a number, so page 12 follows page 9 (as the table of contents orders them). */
const firstPage = (engine: DatabaseEngine) => jsonInteger(engine, sql`article.data`, 'firstPageNum');

/**
 * One issue of the site's journal with its journal and articles, in table-of-contents order (column, first page, id).
 * Undefined when the site has no such issue. A full text that no longer reads with the content schema is left out
 * (the deposit then says what the entity says), never an error.
 */
export async function issueRecords(db: Kysely<Database>, siteId: number, issueId: number): Promise<IssueRecords | undefined> {
  const issue = await db
    .selectFrom('period')
    .innerJoin('journal', 'journal.id', 'period.journal_id')
    .select(['period.data as periodData', 'journal.data as journalData'])
    .where('period.id', '=', issueId)
    .where('journal.site_id', '=', siteId)
    .executeTakeFirst();
  if (!issue) return undefined;
  const rows = await db
    .selectFrom('article')
    .leftJoin('journal_column', 'journal_column.id', 'article.column_id')
    .leftJoin('article_content', 'article_content.article_id', 'article.id')
    .select([
      ...articleEntityColumns,
      'article_content.data as contentData',
      'article_content.language as contentLanguage',
    ])
    .where('article.period_id', '=', issueId)
    .where('article.site_id', '=', siteId)
    .orderBy('journal_column.sort', (order) => order.asc().nullsLast())
    .orderBy('journal_column.id', 'asc')
    .orderBy(firstPage(engineOf(db)), (order) => order.asc().nullsLast())
    .orderBy('article.id', 'asc')
    .execute();
  return {
    period: periodSchema.parse(JSON.parse(issue.periodData)),
    journal: journalSchema.parse(JSON.parse(issue.journalData)),
    articles: rows.map((row) => {
      const content = row.contentData === null ? undefined : articleContent.safeParse(JSON.parse(row.contentData));
      return { article: articleSchema.parse(articleEntityInput(row)), content: content?.success ? content.data : null, contentLanguage: row.contentLanguage };
    }),
  };
}
