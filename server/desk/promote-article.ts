import { sql, type Kysely } from 'kysely';
import type { DeskEntity, DeskItem } from '../../schemas/desk/desk-kinds.ts';
import { recordAudit } from '../admin/audit/audit-log.ts';
import type { Arrivals } from '../content/arrivals.ts';
import type { Database } from '../db/tables.ts';
import { ApiError } from '../http/api-error.ts';
import { takeWriteLock, writeLock } from '../db/write-locks.ts';
import type { DeskActor } from './desk-actions.ts';
import { deskChange } from './desk-change.ts';
import type { Db } from './desk-kind.ts';
import { conflictWith, invalidFields, refusal } from './desk-errors.ts';
import { deskKinds } from './desk-kinds.ts';
import { describe, referenceProblems, unpublishedNeeds } from './desk-references.ts';
import { findItem, updateItem } from './desk-store.ts';

export type Promotion = { version: number; issueId: number; columnId: number | null };

const isOnlineFirst = (entity: DeskEntity<'article'>) => entity.firstStatus >= 1 && entity.firstStatus <= 10;

/** The body's names for the article's fields a reference problem names. */
const bodyPath: Record<string, string> = { periodId: 'issueId', columnId: 'columnId' };

/**
 * Counts the article as reaching readers again, now: in its issue it is news to those who follow the current issue
 * (an alert records each article once per subscription, so no one is told of it twice).
 */
async function arriveAgain(db: Db, articleId: number): Promise<void> {
  await takeWriteLock(db, writeLock.articleArrivals);
  await sql`UPDATE article SET arrival = (SELECT COALESCE(MAX(arrival), 0) + 1 FROM article) WHERE id = ${articleId}`.execute(db);
}

/**
 * Moves an Online First article (stage 1-10) into an issue as one action: it takes the issue, its year, volume and
 * number as printed, and the column, and leaves Online First (stage 0); its id and DOI stay. A published article
 * needs the issue and column published, and is in the issue's table of contents at once (after the articles
 * editors ordered in its column), out of the Online First list, and announced to the e-mail alerts.
 */
export async function promoteArticle(db: Kysely<Database>, arrivals: Arrivals | undefined, actor: DeskActor, articleId: number, promotion: Promotion): Promise<DeskItem> {
  const promoted = await deskChange(
    db,
    actor.siteId,
    async (trx) => {
      const item = await findItem(trx, actor.siteId, 'article', articleId);
      if (!item || item.kind !== 'article') throw ApiError.notFound(`No article ${articleId} on this site`);
      if (item.version !== promotion.version) throw conflictWith(item);
      if (item.deletedAt !== null) throw refusal(`${describe(item)} is in the bin: restore it first`);
      if (!isOnlineFirst(item.data)) throw refusal(`${describe(item)} is not Online First (its stage is ${item.data.firstStatus}): only an Online First article is moved into an issue`);

      const issue = await findItem(trx, actor.siteId, 'issue', promotion.issueId);
      if (!issue || issue.kind !== 'issue' || issue.deletedAt !== null) throw invalidFields([{ path: 'issueId', message: `no issue ${promotion.issueId} on this site` }]);
      const entity: DeskEntity<'article'> = {
        ...item.data,
        periodId: issue.id,
        columnId: promotion.columnId,
        firstStatus: 0,
        year: issue.data.year,
        volume: issue.data.periods,
        issue: issue.data.issue,
      };
      const problems = await referenceProblems(trx, actor.siteId, 'article', entity);
      if (problems.length > 0) throw invalidFields(problems.map((problem) => ({ ...problem, path: bodyPath[problem.path] ?? problem.path })));

      const published = item.status === 'published';
      if (published) {
        const missing = await unpublishedNeeds(trx, actor.siteId, 'article', entity);
        if (missing.length > 0) throw refusal(`Publish ${missing.map(describe).join(' and ')} first`);
      }
      if (!(await updateItem(trx, actor.siteId, 'article', articleId, item.version, { entity }, actor.id))) throw conflictWith(await findItem(trx, actor.siteId, 'article', articleId));
      if (published) {
        await deskKinds.article.publish(trx, actor.siteId, entity);
        await arriveAgain(trx, articleId);
      }
      await recordAudit(trx, { actor, action: 'article.promote', siteId: actor.siteId, target: `article:${articleId}`, before: item.data, after: entity, source: actor.source });
      return (await findItem(trx, actor.siteId, 'article', articleId))!;
    },
    (result) => result.status === 'published',
  );
  if (promoted.status === 'published') arrivals?.announce();
  return promoted;
}
