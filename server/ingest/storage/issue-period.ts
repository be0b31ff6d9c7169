import type { Kysely } from 'kysely';
import { period } from '../../../schemas/period.ts';
import type { ArticleContent } from '../../../schemas/content/article-content.ts';
import type { Database } from '../../db/tables.ts';
import { firstDayOf, publishDateOf } from './article-record.ts';

/**
 * The journal's issue (period) an imported article belongs to: the one with its year and issue number, created when
 * the journal has none yet. Articles without an issue number (continuous publication, preprints) belong to none.
 */
export async function issuePeriodFor(db: Kysely<Database>, journalId: number, year: number, content: ArticleContent): Promise<number | null> {
  const issue = content.issue.trim();
  if (!issue) return null;
  const found = await db.selectFrom('period').select('id').where('journal_id', '=', journalId).where('year', '=', year).where('issue', '=', issue).executeTakeFirst();
  if (found) return found.id;

  const { next } = await db
    .selectFrom('period')
    .select((eb) => eb(eb.fn.coalesce(eb.fn.max('id'), eb.lit(0)), '+', 1).as('next'))
    .executeTakeFirstOrThrow();
  const title = content.volume ? `Volume ${content.volume}, Issue ${issue}` : `${year}, Issue ${issue}`;
  const entry = period.parse({
    id: Number(next),
    publicationId: journalId,
    year,
    issue,
    periods: content.volume,
    title,
    enTitle: title,
    publishDate: issueDateOf(content.dates),
  });
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
