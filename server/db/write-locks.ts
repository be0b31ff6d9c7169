import { sql, type Kysely } from 'kysely';
import type { DeskKindName } from '../../schemas/desk/desk-kinds.ts';
import { engineOf } from './database-engine.ts';

/**
 * The locks that keep a read-then-write of one transaction from racing another's on PostgreSQL, each named for what it
 * guards. SQLite needs none: its writers take turns already (server/db/sqlite-dialect.ts, BEGIN IMMEDIATE).
 * A lock is a transaction-level advisory lock on the hash of its name, held to the transaction's end, so what it
 * guards is committed (or gone) before the next holder reads. Transactions that guard nothing in common never wait
 * for each other. Taken in a consistent order (articles, issues, arrivals, the search index, its blocks) where one
 * transaction takes several; PostgreSQL answers a deadlock by failing one of the two rather than waiting forever.
 */
export const writeLock = {
  /** A new article's id (one above the largest of the reader's table, the desk and the stored full texts) and its DOI checked free on its site. */
  articles: 'articles: ids and DOIs',
  /** `article.arrival`, one above the largest: taken by migration 0029's trigger on every insert, and by a re-arrival. */
  articleArrivals: 'articles: arrival order',
  /** A new issue's id, and an import's look-up of an issue by its number before it creates one. */
  issues: 'issues: ids and numbering',
  /** A member's subscriptions: one found missing is added once, however many requests ask at once. */
  memberSubscriptions: (memberId: number): string => `member ${memberId}: subscriptions`,
  /** Configuration parts' version numbers (one above a part's newest) and the revision processes poll (the largest row id). */
  configVersions: 'configuration: versions',
  /** A new desk item's id of a kind (articles' and issues' are the imports' locks too). */
  deskIds: (kind: DeskKindName): string => (kind === 'article' ? writeLock.articles : kind === 'issue' ? writeLock.issues : `desk ids: ${kind}`),
  /**
   * The search index as a whole: every writer of documents holds it shared (they never wait for each other), a rebuild
   * of the whole index exclusively, so nothing is written beside a rebuild and then lost or doubled by it.
   */
  searchIndex: 'search index: whole',
  /** Search documents' ids in one block of a site's kind (server/search/index/document-ids.ts), named by its first id. */
  searchDocumentIds: (blockFirst: number): string => `search documents: ids from ${blockFirst}`,
} as const;

/** The text whose hash is a lock's key (migration 0029's trigger hashes it too). */
export const lockKeyText = (name: string) => `masthead: ${name}`;

/**
 * Takes the lock `name` for the rest of the transaction `db` (waiting while another transaction holds it; `shared`:
 * only while one holds it exclusively). Nothing on SQLite. On PostgreSQL outside a transaction it would guard nothing,
 * so that is refused.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- taken on any schema's database
export async function takeWriteLock(db: Kysely<any>, name: string, { shared = false }: { shared?: boolean } = {}): Promise<void> {
  if (engineOf(db) === 'sqlite') return;
  if (!db.isTransaction) throw new Error(`the write lock "${name}" lasts to a transaction's end: take it inside one`);
  const key = sql`hashtextextended(${lockKeyText(name)}, 0)`;
  await (shared ? sql`SELECT pg_advisory_xact_lock_shared(${key})` : sql`SELECT pg_advisory_xact_lock(${key})`).execute(db);
}

/** Takes the lock `name` when it is free (true), or answers false at once when another transaction holds it. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- as above
export async function tryWriteLock(db: Kysely<any>, name: string): Promise<boolean> {
  if (engineOf(db) === 'sqlite') return true;
  if (!db.isTransaction) throw new Error(`the write lock "${name}" lasts to a transaction's end: take it inside one`);
  const { rows } = await sql<{ taken: boolean }>`SELECT pg_try_advisory_xact_lock(hashtextextended(${lockKeyText(name)}, 0)) AS taken`.execute(db);
  return rows[0]?.taken === true;
}
