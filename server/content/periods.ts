import { sql, type Kysely } from 'kysely';
import type { Period, PeriodTree } from '../../schemas/period.ts';
import type { Database } from '../db/tables.ts';

const newestFirst = sql`year DESC, CAST(issue AS INTEGER) DESC, issue DESC`;
const oldestFirst = sql`year ASC, CAST(issue AS INTEGER) ASC, issue ASC`;

/** The latest issues of a journal, newest first (spec: "first two periods"). */
export async function latestPeriods(db: Kysely<Database>, journalId: number, count = 2): Promise<Period[]> {
  const rows = await db
    .selectFrom('period')
    .select('data')
    .where('journal_id', '=', journalId)
    .orderBy(newestFirst)
    .limit(count)
    .execute();
  return rows.map((row) => JSON.parse(row.data) as Period);
}

export type PeriodTreeOptions = {
  /** Back issues only: everything but the latest issue. */
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
  const rows = await db
    .selectFrom('period')
    .select('data')
    .where('journal_id', '=', journalId)
    .orderBy(periodAsc ? oldestFirst : newestFirst)
    .execute();
  let periods = rows.map((row) => JSON.parse(row.data) as Period);
  if (isBack && periods.length > 0) {
    const latest = periodAsc ? periods[periods.length - 1] : periods[0];
    periods = periods.filter((entry) => entry !== latest);
  }
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
