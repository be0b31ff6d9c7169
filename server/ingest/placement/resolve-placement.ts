import type { Kysely } from 'kysely';
import type { Article } from '../../../schemas/content/article.ts';
import type { ArticleContent } from '../../../schemas/content/article-content.ts';
import type { IssueRef, PlacementRequest } from '../../../schemas/ingest/placement.ts';
import { journalOfSite } from '../../content/periods.ts';
import type { Database } from '../../db/tables.ts';
import { RejectedInput } from '../rejected-input.ts';
import { findColumn } from './journal-columns.ts';
import { takeWriteLock, writeLock } from '../../db/write-locks.ts';
import { createIssue, fileIssueOf, issueById, issueByNumbering, issueListing, issueName, type IssueNumbering } from './journal-issues.ts';

/** A site without a journal has nowhere to put articles: a problem of the site, not of one file. */
export class SiteWithoutJournal extends Error {
  override name = 'SiteWithoutJournal';
}

/** Where an article goes: its journal, issue (null: none), column (null: none) and firstStatus (spec §4). */
export type ResolvedPlacement = { journalId: number; periodId: number | null; columnId: number | null; firstStatus: number };

/** The first proof, for an article that becomes online-first. */
const firstProof = 1;

/**
 * Checks what a placement names before any article is read — the journal, an issue given by id or by number, the
 * column — so that a mistyped one stops a batch at once instead of refusing every article of it.
 */
export async function checkPlacement(db: Kysely<Database>, siteId: number, request: PlacementRequest): Promise<void> {
  const journalId = await journalFor(db, siteId, request, undefined);
  // An issue named by number that may be created needs no checking; one named by id must exist.
  const mayBeCreated = request.issue !== undefined && !('id' in request.issue) && request.createIssues;
  if (request.issue && !mayBeCreated) await issueFor(db, journalId, request.issue, false, undefined);
  if (request.column) await findColumn(db, journalId, request.column);
}

/**
 * Where an imported article goes. With nothing said (no journal, stage or issue), an article imported before stays
 * where it is; else the journal given (default the site's first) and the stage: an issue — the one given, or the one
 * its file names, created only when `createIssues` says so — or online first, or just accepted. The column is the one
 * given, else the one it had in that journal. Runs in the article's transaction: an issue it creates goes with it.
 */
export async function resolvePlacement(
  db: Kysely<Database>,
  siteId: number,
  request: PlacementRequest,
  { content, earlier }: { content: ArticleContent; earlier?: Article | undefined },
): Promise<ResolvedPlacement> {
  const keepsEarlier = earlier !== undefined && request.journalId === undefined && request.stage === undefined && request.issue === undefined;
  const journalId = await journalFor(db, siteId, request, earlier);
  const columnId = request.column ? await findColumn(db, journalId, request.column) : earlier?.publicationId === journalId ? earlier.columnId : null;
  if (keepsEarlier) return { journalId, periodId: earlier.periodId, columnId, firstStatus: earlier.firstStatus };

  const stage = request.stage ?? 'issue';
  if (stage === 'online-first') {
    const proof = earlier && earlier.firstStatus >= 1 && earlier.firstStatus <= 10 ? earlier.firstStatus : firstProof;
    return { journalId, periodId: null, columnId, firstStatus: proof };
  }
  if (stage === 'just-accepted') return { journalId, periodId: null, columnId, firstStatus: -1 };

  if (request.issue) return { journalId, periodId: await issueFor(db, journalId, request.issue, request.createIssues, content), columnId, firstStatus: 0 };
  const named = fileIssueOf(content);
  if (named) return { journalId, periodId: await issueFor(db, journalId, named, request.createIssues, content), columnId, firstStatus: 0 };
  if (request.issueless === 'publish') return { journalId, periodId: null, columnId, firstStatus: 0 };
  throw new RejectedInput(
    'no issue was given and the file names none (no <issue> in its <article-meta>): give the issue (its id, or year/volume/number), or the stage online-first or just-accepted',
  );
}

async function journalFor(db: Kysely<Database>, siteId: number, request: PlacementRequest, earlier: Article | undefined): Promise<number> {
  if (request.journalId !== undefined) {
    const found = await journalOfSite(db, siteId, request.journalId);
    if (found !== undefined) return found;
    const journals = await db.selectFrom('journal').select('id').where('site_id', '=', siteId).orderBy('id').execute();
    throw new RejectedInput(
      `journal ${request.journalId} is not one of this site's journals (${journals.length ? `its journals: ${journals.map((row) => row.id).join(', ')}` : 'it has none'})`,
    );
  }
  if (earlier) return earlier.publicationId;
  const first = await journalOfSite(db, siteId, null);
  if (first === undefined) throw new SiteWithoutJournal(`site ${siteId} has no journal to publish articles in`);
  return first;
}

/** The issue a reference or a file's numbering names in the journal; created when allowed (and a file is at hand to date it). */
async function issueFor(db: Kysely<Database>, journalId: number, ref: IssueRef | IssueNumbering, create: boolean, content: ArticleContent | undefined): Promise<number> {
  if ('id' in ref) {
    const found = await issueById(db, journalId, ref.id);
    if (found !== undefined) return found;
    throw new RejectedInput(`issue ${ref.id} is not an issue of journal ${journalId} (${await issueListing(db, journalId)})`);
  }
  const numbering: IssueNumbering = { year: ref.year, volume: ref.volume, number: ref.number };
  // Two imports naming one new issue must not both create it: the second looks once the first has committed.
  if (create && content) await takeWriteLock(db, writeLock.issues);
  const found = await issueByNumbering(db, journalId, numbering);
  if (found !== undefined) return found;
  if (create && content) return createIssue(db, journalId, numbering, content.dates);
  throw new RejectedInput(
    `journal ${journalId} has no issue ${issueName(numbering)} (year/volume/number; ${await issueListing(db, journalId)}): create the issue first, or allow creating issues (--create-issues)`,
  );
}
