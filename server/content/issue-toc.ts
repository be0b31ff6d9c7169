import { sql, type Kysely } from 'kysely';
import type { Column } from '../../schemas/content/journal.ts';
import type { IssueToc, TocArticle, TocColumn } from '../../schemas/content/issue-toc.ts';
import type { Period } from '../../schemas/period.ts';
import type { Database } from '../db/tables.ts';
import { engineOf, type DatabaseEngine } from '../db/database-engine.ts';
import { jsonInteger } from '../db/portable-sql.ts';
import { tocEntryFromData, type TocEntry } from '../db/toc-entry.ts';
import { articlePdfPath } from './article-assets.ts';
import { currentIssueFirst } from './current-issue.ts';
import { savedTocPosition } from './toc-order.ts';

/**
 * Which issue of a journal: by id, by year and issue as printed, the latest of a year, or the current issue (the one
 * its editors named, else the newest: server/content/current-issue.ts).
 */
export type IssueKey = { periodId: number } | { year: number; issue?: string } | { latest: true };

/** The issue of this journal the key names; undefined when the journal has no such issue. */
export async function findIssue(db: Kysely<Database>, journalId: number, key: IssueKey): Promise<Period | undefined> {
  let query = db.selectFrom('period').select('data').where('journal_id', '=', journalId);
  if ('periodId' in key) query = query.where('id', '=', key.periodId);
  else if ('year' in key) {
    query = query.where('year', '=', key.year);
    if (key.issue !== undefined) query = query.where('issue', '=', key.issue);
  }
  const row = await query.orderBy(currentIssueFirst(engineOf(db))).limit(1).executeTakeFirst();
  return row ? (JSON.parse(row.data) as Period) : undefined;
}

/** The entry as stored with the row, or built from the article's JSON in a row written without it. */
const tocEntry = (engine: DatabaseEngine) => sql<string>`coalesce(article.toc_entry, ${tocEntryFromData(engine)})`;
/** The printed first page as a number, so page 12 follows page 9. */
const firstPage = (engine: DatabaseEngine) => jsonInteger(engine, tocEntry(engine), 'firstPageNum');

/** Whether the article's package had a PDF (the download route serves it). */
const hasPdf = sql<number>`EXISTS (SELECT 1 FROM article_asset WHERE article_asset.article_id = article.id AND article_asset.role = 'pdf')`;

type EntryRow = { id: number; doi: string; tocEntry: string; hasPdf: number };

function tocArticleOf(row: EntryRow): TocArticle {
  const entry = JSON.parse(row.tocEntry) as TocEntry & Partial<TocArticle>;
  entry.id = row.id;
  entry.doi = row.doi;
  // As the article page: the entity's own PDF address, else its package's PDF through the download route.
  if (!entry.pdfUrl && Number(row.hasPdf) === 1) entry.pdfUrl = articlePdfPath(row.id);
  return entry as TocArticle;
}

/**
 * An issue's table of contents in one read: its articles with their column, ordered by column (the journal's column
 * order; articles of no column last), then as editors ordered them on the desk, then first page, then id, and grouped
 * here into columns as they come.
 */
export async function issueContents(db: Kysely<Database>, period: Period, siteIds: number[]): Promise<IssueToc> {
  const engine = engineOf(db);
  const rows = await db
    .selectFrom('article')
    .leftJoin('journal_column', 'journal_column.id', 'article.column_id')
    .select([
      'article.id as id',
      'article.doi as doi',
      tocEntry(engine).as('tocEntry'),
      hasPdf.as('hasPdf'),
      'journal_column.id as columnId',
      'journal_column.data as columnData',
    ])
    .where('article.period_id', '=', period.id)
    .where('article.site_id', 'in', siteIds)
    .orderBy('journal_column.sort', (ob) => ob.asc().nullsLast())
    .orderBy('journal_column.id', 'asc')
    .orderBy(savedTocPosition, (ob) => ob.asc().nullsLast())
    .orderBy(firstPage(engine), (ob) => ob.asc().nullsLast())
    .orderBy('article.id', 'asc')
    .execute();

  const columns: TocColumn[] = [];
  let current: TocColumn | undefined;
  for (const row of rows) {
    const columnId = row.columnId ?? null;
    if (!current || current.id !== columnId) {
      const column = row.columnData === null ? undefined : (JSON.parse(row.columnData) as Column);
      current = { id: columnId, name: column?.name ?? '', enName: column?.enName ?? '', articles: [] };
      columns.push(current);
    }
    current.articles.push(tocArticleOf(row));
  }
  return { period, columns };
}
