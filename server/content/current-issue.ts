import { sql } from 'kysely';

/** A journal's issues newest first: the latest year, then the highest number as printed ("12" after "9"). */
export const newestIssueFirst = sql`period.year DESC, CAST(period.issue AS INTEGER) DESC, period.issue DESC`;

/**
 * 1 for the row of `period` its journal names as the current issue (the journal's `currentIssueId`, set on the desk),
 * else 0. An issue readers do not have (a draft, one taken back) has no row, so it is never current.
 */
export const isCurrentIssue = sql<number>`coalesce(period.id = (SELECT json_extract(journal.data, '$.currentIssueId') FROM journal WHERE journal.id = period.journal_id), 0)`;

/**
 * The journal's current issue first, then the rest newest first: what readers call the current issue is the one its
 * editors named, and the newest while they name none (or one readers do not have).
 */
export const currentIssueFirst = sql`${isCurrentIssue} DESC, ${newestIssueFirst}`;
