import type { Kysely } from 'kysely';
import { deskEntities, type DeskEntity } from '../../../schemas/desk/desk-kinds.ts';
import type { IssueToc, TocArticle, TocColumn } from '../../../schemas/content/issue-toc.ts';
import type { Period } from '../../../schemas/period.ts';
import type { Database } from '../../db/tables.ts';
import { tocEntryOf } from '../../db/toc-entry.ts';
import { deskFileAddresses } from './desk-file-addresses.ts';
import type { AnySchema } from '../../../schemas/any-schema.ts';

type Article = DeskEntity<'article'>;
type Column = DeskEntity<'column'>;

/** A printed first page as SQLite's CAST reads it for the reader's table of contents: its leading digits, else 0. */
const firstPage = (article: Article) => {
  const page = Number.parseInt(article.firstPageNum, 10);
  return Number.isNaN(page) ? 0 : page;
};

/** The desk's items of a kind on a site, as saved, the bin left out. */
async function savedItems<K extends 'article' | 'column'>(db: Kysely<Database>, siteId: number, kind: K, where: { issueId?: number; journalId?: number }): Promise<DeskEntity<K>[]> {
  let query = db.selectFrom('desk_item').select('data').where('site_id', '=', siteId).where('kind', '=', kind).where('deleted_at', 'is', null);
  if (where.issueId !== undefined) query = query.where('issue_id', '=', where.issueId);
  if (where.journalId !== undefined) query = query.where('journal_id', '=', where.journalId);
  const schema = deskEntities[kind] as unknown as AnySchema<DeskEntity<K>>;
  return (await query.execute()).map((row) => schema.parse(JSON.parse(row.data)));
}

/**
 * The table of contents an issue will have: every article the desk places in it, as saved (drafts too), under the
 * journal's columns as saved, in the reader's order — columns by their order (articles of no column last), then
 * first page, then id — each article as the reader's table lists it (its PDF at the desk's address).
 */
export async function issueContentsPreview(db: Kysely<Database>, siteId: number, sld: string, issue: Period): Promise<IssueToc> {
  const articles = await savedItems(db, siteId, 'article', { issueId: issue.id });
  const columns = new Map((await savedItems(db, siteId, 'column', { journalId: issue.publicationId })).map((column) => [column.id, column]));
  const pdfs = new Map(
    articles.length === 0
      ? []
      : (await db.selectFrom('article_asset').select(['article_id', 'stored_name']).where('role', '=', 'pdf').where('article_id', 'in', articles.map((article) => article.id)).execute()).map((row) => [row.article_id, row.stored_name]),
  );
  const addresses = deskFileAddresses(sld);
  const columnOf = (article: Article): Column | undefined => (article.columnId === null ? undefined : columns.get(article.columnId));
  const byColumnOrder = (a: Article, b: Article) => {
    const [first, second] = [columnOf(a), columnOf(b)];
    if (first?.id !== second?.id) {
      if (!first) return 1;
      if (!second) return -1;
      return first.sort - second.sort || first.id - second.id;
    }
    return firstPage(a) - firstPage(b) || a.id - b.id;
  };

  const sections: TocColumn[] = [];
  for (const article of articles.sort(byColumnOrder)) {
    const column = columnOf(article);
    const id = column?.id ?? null;
    let section = sections.at(-1);
    if (!section || section.id !== id) sections.push((section = { id, name: column?.name ?? '', enName: column?.enName ?? '', articles: [] }));
    const entry: TocArticle = { ...tocEntryOf(article), id: article.id, doi: article.doi };
    const pdf = pdfs.get(article.id);
    if (!entry.pdfUrl && pdf !== undefined) entry.pdfUrl = addresses.pdf(article.id, pdf);
    section.articles.push(entry);
  }
  return { period: issue, columns: sections };
}
