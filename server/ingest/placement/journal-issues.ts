import { sql, type Kysely } from 'kysely';
import { period, type Period } from '../../../schemas/period.ts';
import type { ArticleContent } from '../../../schemas/content/article-content.ts';
import { engineOf } from '../../db/database-engine.ts';
import { nextIssueId } from '../../db/next-issue-id.ts';
import { equalsIgnoringCase, jsonText, textInteger } from '../../db/portable-sql.ts';
import type { Database } from '../../db/tables.ts';
import { RejectedInput } from '../rejected-input.ts';
import { firstDayOf, publishDateOf, yearOf } from '../storage/article-record.ts';

/** An issue's volume (`periods` of its JSON), '' when it has none. */
const volumeOf = (db: Kysely<Database>) => sql<string>`coalesce(${jsonText(engineOf(db), sql.ref('data'), 'periods')}, '')`.as('volume');

/** An issue as year, volume and number (volume '' when unknown). */
export type IssueNumbering = { year: number; volume: string; number: string };

/** "2025/32/111": how issues are named on the command line and in messages. */
export const issueName = ({ year, volume, number }: IssueNumbering) => `${year}/${volume}/${number}`;

/** The issue a JATS file names: its number and volume, and the year of the issue (its print or issue date, else the article's). */
export function fileIssueOf(content: ArticleContent): IssueNumbering | null {
  const number = content.issue.trim();
  if (!number) return null;
  const issueYear = Number([content.dates.ppub, content.dates.collection].find((date) => date.length >= 4)?.slice(0, 4));
  return { year: issueYear >= 1800 && issueYear <= 2200 ? issueYear : yearOf(content), volume: content.volume.trim(), number };
}

/** The issue with this id in the journal, if it is one of the journal's. */
export async function issueById(db: Kysely<Database>, journalId: number, id: number): Promise<number | undefined> {
  const row = await db.selectFrom('period').select('id').where('id', '=', id).where('journal_id', '=', journalId).executeTakeFirst();
  return row?.id;
}

/**
 * The journal's issue with this year and number (letter case aside) and this volume. An issue that records no volume
 * matches any, and a numbering without one matches any issue's; when that leaves several, the choice is refused.
 */
export async function issueByNumbering(db: Kysely<Database>, journalId: number, wanted: IssueNumbering): Promise<number | undefined> {
  const rows = await db
    .selectFrom('period')
    .select(['id', volumeOf(db)])
    .where('journal_id', '=', journalId)
    .where('year', '=', wanted.year)
    .where(equalsIgnoringCase(sql.ref('issue'), wanted.number))
    .orderBy('id')
    .execute();
  const exact = rows.filter((row) => row.volume.trim() === wanted.volume);
  if (exact.length === 1) return exact[0]!.id;
  const compatible = rows.filter((row) => !wanted.volume || !row.volume.trim() || row.volume.trim() === wanted.volume);
  if (compatible.length <= 1) return compatible[0]?.id;
  throw new RejectedInput(`issue ${issueName(wanted)} is ambiguous in journal ${journalId}: issues ${compatible.map((row) => row.id).join(', ')} match; name one by its id`);
}

/** A few of the journal's issues, newest first, for a message about one that was not found. */
export async function issueListing(db: Kysely<Database>, journalId: number, limit = 6): Promise<string> {
  const rows = await db
    .selectFrom('period')
    .select(['id', 'year', 'issue', volumeOf(db)])
    .where('journal_id', '=', journalId)
    .orderBy('year', 'desc')
    .orderBy(textInteger(engineOf(db), sql.ref('issue')), 'desc')
    .limit(limit + 1)
    .execute();
  if (rows.length === 0) return 'it has no issues yet';
  const names = rows.slice(0, limit).map((row) => `${issueName({ year: row.year, volume: row.volume, number: row.issue })} (id ${row.id})`);
  return `its issues include ${names.join(', ')}${rows.length > limit ? ', …' : ''}`;
}

/** Creates the issue (its id as the desk's next, so no draft issue holds it), dated by the article's print or issue date (else its own), and answers its id. */
export async function createIssue(db: Kysely<Database>, journalId: number, numbering: IssueNumbering, dates: ArticleContent['dates']): Promise<number> {
  const next = await nextIssueId(db);
  const title = numbering.volume ? `Volume ${numbering.volume}, Issue ${numbering.number}` : `${numbering.year}, Issue ${numbering.number}`;
  const checked = period.safeParse({
    id: next,
    publicationId: journalId,
    year: numbering.year,
    issue: numbering.number,
    periods: numbering.volume,
    title,
    enTitle: title,
    publishDate: issueDateOf(dates),
  } satisfies Partial<Period>);
  if (!checked.success) throw new RejectedInput(`issue ${issueName(numbering)} cannot be created: ${checked.error.issues[0]?.message}`);
  const entry = checked.data;
  await db
    .insertInto('period')
    .values({ id: entry.id, journal_id: journalId, year: entry.year, issue: entry.issue, publish_date: entry.publishDate, data: JSON.stringify(entry) })
    .execute();
  return entry.id;
}

/** The issue's date: its print or collection date when known at least to the month, else the article's own. */
function issueDateOf(dates: ArticleContent['dates']): string {
  const issueDate = [dates.ppub, dates.collection].find((date) => date.length >= 7);
  return issueDate ? firstDayOf(issueDate) : publishDateOf(dates);
}
