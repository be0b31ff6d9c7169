import { sql, type Kysely } from 'kysely';
import type { IssueContents } from '../../schemas/desk/issue-desk-api.ts';
import type { DeskItemOf } from '../../schemas/desk/desk-kinds.ts';
import { statusCodes } from '../../schemas/status-codes.ts';
import { recordAudit } from '../admin/audit/audit-log.ts';
import { engineOf } from '../db/database-engine.ts';
import { jsonInteger } from '../db/portable-sql.ts';
import type { Database } from '../db/tables.ts';
import { ApiError } from '../http/api-error.ts';
import type { DeskActor } from './desk-actions.ts';
import { deskChange } from './desk-change.ts';
import type { Db } from './desk-kind.ts';
import { refusal } from './desk-errors.ts';
import { describe } from './desk-references.ts';
import { findItem, itemOfRow } from './desk-store.ts';

/** The printed first page as a number, as readers' tables of contents read it (server/content/issue-toc.ts). */
const firstPage = (db: Db) => jsonInteger(engineOf(db), sql.ref('desk_item.data'), 'firstPageNum');

const isArticle = (item: ReturnType<typeof itemOfRow>): item is DeskItemOf<'article'> => item.kind === 'article';

/**
 * The issue's articles on the desk (drafts too, none in the bin) as readers order them within a column: as editors
 * ordered them, then by first page, then by id.
 */
async function contentsOf(db: Db, siteId: number, issueId: number): Promise<IssueContents> {
  const rows = await db
    .selectFrom('desk_item')
    .leftJoin('admin_account', 'admin_account.id', 'desk_item.updated_by')
    .leftJoin('toc_position', (join) => join.onRef('toc_position.article_id', '=', 'desk_item.id').on('toc_position.period_id', '=', issueId))
    .selectAll('desk_item')
    .select('admin_account.name as updated_by_name')
    .where('desk_item.site_id', '=', siteId)
    .where('desk_item.kind', '=', 'article')
    .where('desk_item.issue_id', '=', issueId)
    .where('desk_item.deleted_at', 'is', null)
    .orderBy('toc_position.position', (ob) => ob.asc().nullsLast())
    .orderBy(firstPage(db), (ob) => ob.asc().nullsLast())
    .orderBy('desk_item.id', 'asc')
    .execute();
  return { issueId, articles: rows.map(itemOfRow).filter(isArticle) };
}

async function liveIssue(db: Db, siteId: number, issueId: number) {
  const issue = await findItem(db, siteId, 'issue', issueId);
  if (!issue) throw ApiError.notFound(`No issue ${issueId} on this site`);
  if (issue.deletedAt !== null) throw refusal(`${describe(issue)} is in the bin: restore it first`);
  return issue;
}

/** What makes an order stale: the issue's articles that it leaves out, and the articles it names that are not in the issue. */
function staleness(held: readonly number[], ordered: readonly number[]): string | undefined {
  const given = new Set(ordered);
  const inIssue = new Set(held);
  const left = held.filter((id) => !given.has(id));
  const strangers = ordered.filter((id) => !inIssue.has(id));
  if (left.length === 0 && strangers.length === 0) return undefined;
  const parts = [
    ...(left.length > 0 ? [`${left.length === 1 ? 'article' : 'articles'} ${left.join(', ')} ${left.length === 1 ? 'is' : 'are'} in the issue but not in the order`] : []),
    ...(strangers.length > 0 ? [`${strangers.length === 1 ? 'article' : 'articles'} ${strangers.join(', ')} ${strangers.length === 1 ? 'is' : 'are'} not in the issue`] : []),
  ];
  return `The issue's articles changed since this order was made: ${parts.join('; ')}. Reload the table of contents and order it again.`;
}

/** Rows a single insert writes (three values each, well within SQLite's limit of bound values). */
const insertChunk = 500;

/** The desk's work on an issue's table of contents. */
export class IssueContentsDesk {
  constructor(private readonly db: Kysely<Database>) {}

  async contents(siteId: number, issueId: number): Promise<IssueContents> {
    return deskChange(
      this.db,
      siteId,
      async (trx) => {
        await liveIssue(trx, siteId, issueId);
        return contentsOf(trx, siteId, issueId);
      },
      false,
    );
  }

  /**
   * Saves the order of every article of the issue (first to last). One that is not the issue's articles as they are
   * now is refused with 409 and the contents as they are, and nothing is saved. A published issue's readers see the
   * new order at once.
   */
  async reorder(actor: DeskActor, issueId: number, articleIds: readonly number[]): Promise<IssueContents> {
    const { contents } = await deskChange(
      this.db,
      actor.siteId,
      async (trx) => {
        const issue = await liveIssue(trx, actor.siteId, issueId);
        const before = await contentsOf(trx, actor.siteId, issueId);
        const held = before.articles.map(({ id }) => id);
        const stale = staleness(held, articleIds);
        if (stale) throw new ApiError(statusCodes.conflict, stale, 409, before);
        await trx.deleteFrom('toc_position').where('period_id', '=', issueId).execute();
        for (let start = 0; start < articleIds.length; start += insertChunk) {
          const rows = articleIds.slice(start, start + insertChunk).map((articleId, index) => ({ period_id: issueId, article_id: articleId, position: start + index }));
          await trx.insertInto('toc_position').values(rows).execute();
        }
        await recordAudit(trx, { actor, action: 'issue.reorder', siteId: actor.siteId, target: `issue:${issueId}`, before: { articleIds: held }, after: { articleIds }, source: actor.source });
        return { contents: await contentsOf(trx, actor.siteId, issueId), published: issue.status === 'published' };
      },
      (result) => result.published,
    );
    return contents;
  }
}
