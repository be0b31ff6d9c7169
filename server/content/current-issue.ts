import { sql } from 'kysely';
import type { DatabaseEngine } from '../db/database-engine.ts';
import { inCodePointOrder, jsonNumber, textInteger } from '../db/portable-sql.ts';

/** A journal's issues newest first: the latest year, then the highest number as printed ("12" after "9"). */
export const newestIssueFirst = (engine: DatabaseEngine) =>
  sql`period.year DESC, ${textInteger(engine, sql`period.issue`)} DESC, ${inCodePointOrder(engine, sql`period.issue`)} DESC`;

/** A journal's issues oldest first: the earliest year, then the lowest number as printed. */
export const oldestIssueFirst = (engine: DatabaseEngine) =>
  sql`period.year ASC, ${textInteger(engine, sql`period.issue`)} ASC, ${inCodePointOrder(engine, sql`period.issue`)} ASC`;

/**
 * 1 for the row of `period` its journal names as the current issue (the journal's `currentIssueId`, set on the desk),
 * else 0. An issue readers do not have (a draft, one taken back) has no row, so it is never current.
 */
export function isCurrentIssue(engine: DatabaseEngine) {
  const named = sql`period.id = (SELECT ${jsonNumber(engine, sql`journal.data`, 'currentIssueId')} FROM journal WHERE journal.id = period.journal_id)`;
  // PostgreSQL's comparison is a boolean, SQLite's a number.
  return engine === 'postgres' ? sql<number>`coalesce((${named})::integer, 0)` : sql<number>`coalesce(${named}, 0)`;
}

/**
 * The journal's current issue first, then the rest newest first: what readers call the current issue is the one its
 * editors named, and the newest while they name none (or one readers do not have).
 */
export const currentIssueFirst = (engine: DatabaseEngine) => sql`${isCurrentIssue(engine)} DESC, ${newestIssueFirst(engine)}`;
