import type { Kysely } from 'kysely';
import type { Database, SearchDocumentTable, SearchFtsTable } from '../../db/tables.ts';
import { takeWriteLock, writeLock } from '../../db/write-locks.ts';
import { indexText } from '../analyzer.ts';
import { searchColumns } from '../search-columns.ts';
import { insertFullTextRows, removeAllFullTextRows, removeFullTextRows } from './full-text-rows.ts';
import type { AnalysedTexts } from './analysed-ahead.ts';
import { kindBlock, type IdRange } from './document-ids.ts';
import type { SearchDocument } from './search-document.ts';

/**
 * Rows per INSERT: at most 32, well below SQLite's limit of bound values (32,766) at 30 columns a row, and a power of
 * two (an article's 13 documents go as 8, 4 and 1): a statement is compiled once per text
 * (server/db/statement-cache.ts), and compiling an INSERT of a few hundred values costs more than running it, so the
 * lengths are few (six), each compiled once; one row a statement cost a statement, or a round trip to PostgreSQL, per
 * document.
 */
const batchSize = 32;
const rowsPerInsert = (left: number) => {
  let size = batchSize;
  while (size > left) size /= 2;
  return size;
};

function documentRow(id: number, doc: SearchDocument): SearchDocumentTable {
  return {
    id,
    kind: doc.kind,
    ref_id: doc.refId,
    article_id: doc.articleId,
    site_id: doc.siteId,
    publication_id: doc.publicationId,
    column_id: doc.columnId,
    period_id: doc.periodId,
    year: doc.year,
    open_access: doc.openAccess ? 1 : 0,
    first_status: doc.firstStatus,
    has_pdf: doc.hasPdf ? 1 : 0,
    visits: doc.visits,
    downloads: doc.downloads,
    reference_count: doc.referenceCount,
    comment_count: doc.commentCount,
    publish_date: doc.publishDate,
    updated_at: doc.updatedAt,
    language: doc.language,
    title: doc.title,
    en_title: doc.enTitle,
    summary: doc.summary,
    en_summary: doc.enSummary,
    authors: JSON.stringify(doc.authors),
    source: doc.source,
    en_source: doc.enSource,
    url: doc.url,
    doi: doc.doi,
    image_url: doc.imageUrl,
  };
}

/**
 * The analysed text of each index column; texts of one column are kept apart by line breaks (no phrase spans two).
 * `analysed` keeps the texts analysed so far in one write: an article's figures and tables repeat its title and
 * keywords in each of their documents.
 */
function ftsRow(id: number, doc: SearchDocument, analysed: Map<string, string>): SearchFtsTable {
  const row = { rowid: id } as SearchFtsTable;
  for (const column of searchColumns) {
    const texts = (doc.text[column] ?? []).filter((value) => value.trim() !== '');
    if (texts.length === 0) {
      row[column] = '';
      continue;
    }
    const text = texts.join('\n');
    let terms = analysed.get(text);
    if (terms === undefined) {
      terms = indexText(text);
      analysed.set(text, terms);
    }
    row[column] = terms;
  }
  return row;
}

/** The next free id of a block: one past the largest taken (ids are never reused while the index lives). */
async function nextIdIn(db: Kysely<Database>, block: IdRange): Promise<number> {
  const { last } = await db
    .selectFrom('search_document')
    .select((eb) => eb.fn.max('id').as('last'))
    .where('id', '>=', block.first)
    .where('id', '<=', block.last)
    .executeTakeFirstOrThrow();
  return last === null ? block.first + 1 : Number(last) + 1;
}

/** Holds off a rebuild of the whole index (shared with every other writer of documents) to the transaction's end. */
const lockAgainstRebuild = (db: Kysely<Database>) => takeWriteLock(db, writeLock.searchIndex, { shared: true });

/**
 * Takes the id locks of these blocks (by their first ids) to the transaction's end, in the order of their ids: a
 * writer that removes documents before it numbers new ones takes them before it removes.
 */
export async function lockDocumentBlocks(db: Kysely<Database>, blockStarts: Iterable<number>): Promise<void> {
  await lockAgainstRebuild(db);
  for (const first of [...new Set(blockStarts)].sort((a, b) => a - b)) await takeWriteLock(db, writeLock.searchDocumentIds(first));
}

/** Each document with its id: the next free ones of its site's and kind's block (document-ids.ts). */
async function withIds(db: Kysely<Database>, documents: SearchDocument[]): Promise<{ id: number; doc: SearchDocument }[]> {
  await lockDocumentBlocks(db, documents.map((doc) => kindBlock(doc.siteId, doc.kind).first));
  const next = new Map<string, { id: number; block: IdRange }>();
  const numbered: { id: number; doc: SearchDocument }[] = [];
  for (const doc of documents) {
    const key = `${doc.siteId}/${doc.kind}`;
    let slot = next.get(key);
    if (!slot) {
      const block = kindBlock(doc.siteId, doc.kind);
      slot = { id: await nextIdIn(db, block), block };
      next.set(key, slot);
    }
    if (slot.id > slot.block.last) throw new RangeError(`site ${doc.siteId} has more than ${slot.block.last - slot.block.first} ${doc.kind} documents`);
    numbered.push({ id: slot.id++, doc });
  }
  return numbered;
}

/**
 * Adds documents to the index. Run inside the transaction that changed what they describe. `analysedAhead`: texts
 * analysed already (analysed-ahead.ts).
 */
export async function insertDocuments(db: Kysely<Database>, documents: SearchDocument[], analysedAhead?: AnalysedTexts): Promise<void> {
  if (documents.length === 0) return;
  const numbered = await withIds(db, documents);
  const analysed = new Map<string, string>(analysedAhead);
  for (let start = 0; start < numbered.length; ) {
    const size = rowsPerInsert(numbered.length - start);
    const batch = numbered.slice(start, start + size);
    const documentRows = batch.map(({ id, doc }) => documentRow(id, doc));
    await db.insertInto('search_document').values(documentRows).execute();
    await insertFullTextRows(db, batch.map(({ id, doc }) => ftsRow(id, doc, analysed)), documentRows);
    start += size;
  }
}

/** Removes an article's documents: the article, its figures and tables, and the media that accompany it. */
export async function removeArticleDocuments(db: Kysely<Database>, articleId: number): Promise<void> {
  await lockAgainstRebuild(db);
  await removeFullTextRows(db, db.selectFrom('search_document').select('id').where('article_id', '=', articleId));
  await db.deleteFrom('search_document').where('article_id', '=', articleId).execute();
}

/** Empties the index, keeping every other writer of documents out until the transaction ends. */
export async function removeAllDocuments(db: Kysely<Database>): Promise<void> {
  await takeWriteLock(db, writeLock.searchIndex);
  await removeAllFullTextRows(db);
  await db.deleteFrom('search_document').execute();
}
