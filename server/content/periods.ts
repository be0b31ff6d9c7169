import type { Kysely } from 'kysely';
import type { Period, PeriodTree } from '../../schemas/period.ts';
import type { Database } from '../db/tables.ts';
import { engineOf } from '../db/database-engine.ts';
import { isCurrentIssue, newestIssueFirst, oldestIssueFirst } from './current-issue.ts';

/** A journal's issues newest first, each with whether it is the current one, without their JSON. */
async function issuesNewestFirst(db: Kysely<Database>, journalId: number): Promise<{ id: number; current: number }[]> {
  const engine = engineOf(db);
  return db
    .selectFrom('period')
    .select(['period.id as id', isCurrentIssue(engine).as('current')])
    .where('period.journal_id', '=', journalId)
    .orderBy(newestIssueFirst(engine))
    .execute();
}

/** The id of the issue readers call current among a journal's issues (newest first): the one the journal names, else the newest. */
function currentOf(issues: { id: number; current: number }[]): number | undefined {
  return (issues.find((issue) => Number(issue.current) === 1) ?? issues[0])?.id;
}

/**
 * The latest issues of a journal (spec: "first two periods"): the current issue, then the issues before it, newest
 * first. Without a current issue named on the desk, the newest; issues newer than a named one (made ahead of time)
 * are not latest.
 */
export async function latestPeriods(db: Kysely<Database>, journalId: number, count = 2): Promise<Period[]> {
  const issues = await issuesNewestFirst(db, journalId);
  const current = currentOf(issues);
  const start = issues.findIndex((issue) => issue.id === current);
  const ids = start < 0 ? [] : issues.slice(start, start + count).map((issue) => issue.id);
  if (ids.length === 0) return [];
  const rows = await db.selectFrom('period').select(['id', 'data']).where('id', 'in', ids).execute();
  const byId = new Map(rows.map((row) => [row.id, JSON.parse(row.data) as Period]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

export type PeriodTreeOptions = {
  /** Back issues only: everything but the current issue. */
  isBack: boolean;
  groupByYear: boolean;
  periodAsc: boolean;
};

/** All issues of a journal, grouped by year when asked (`getPeriodTree`). */
export async function periodTree(
  db: Kysely<Database>,
  journalId: number,
  { isBack, groupByYear, periodAsc }: PeriodTreeOptions,
): Promise<PeriodTree | Period[]> {
  const engine = engineOf(db);
  const rows = await db
    .selectFrom('period')
    .select(['period.id as id', 'period.data as data', isCurrentIssue(engine).as('current')])
    .where('period.journal_id', '=', journalId)
    .orderBy(periodAsc ? oldestIssueFirst(engine) : newestIssueFirst(engine))
    .execute();
  const current = isBack ? currentOf(periodAsc ? [...rows].reverse() : rows) : undefined;
  const periods = rows.filter((row) => row.id !== current).map((row) => JSON.parse(row.data) as Period);
  if (!groupByYear) return periods;
  const years = new Map<number, Period[]>();
  for (const entry of periods) years.set(entry.year, [...(years.get(entry.year) ?? []), entry]);
  return [...years].map(([year, list]) => ({ year, periods: list }));
}

/** The journal a site publishes, if it has one in the database. */
export async function journalOfSite(db: Kysely<Database>, siteId: number, configured: number | null): Promise<number | undefined> {
  const query = db.selectFrom('journal').select('id').where('site_id', '=', siteId);
  const row = await (configured === null ? query : query.where('id', '=', configured)).orderBy('id').executeTakeFirst();
  return row?.id;
}
