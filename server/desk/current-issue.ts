import type { Kysely } from 'kysely';
import type { DeskEntity, DeskItem } from '../../schemas/desk/desk-kinds.ts';
import { recordAudit } from '../admin/audit/audit-log.ts';
import type { Database } from '../db/tables.ts';
import { ApiError } from '../http/api-error.ts';
import type { DeskActor } from './desk-actions.ts';
import { deskChange } from './desk-change.ts';
import { conflictWith, invalidFields, refusal } from './desk-errors.ts';
import { deskKinds } from './desk-kinds.ts';
import { describe } from './desk-references.ts';
import { findItem, updateItem } from './desk-store.ts';

/**
 * Names the issue readers see as the journal's current one (its `currentIssueId`; null: the newest issue), or takes
 * the name back. The issue must be a live issue of that journal; one not published yet becomes current for readers
 * when it is published. A published journal's readers see the change at once: the home page's current issue, the
 * "current issue" links and feed, and the issues e-mail alerts call current.
 *
 * It names no version: it changes the one field it is about and keeps every other as it is now, and an editor with
 * the journal's form open gets the desk's conflict on their next save rather than overwriting it.
 */
export async function setCurrentIssue(db: Kysely<Database>, actor: DeskActor, journalId: number, issueId: number | null): Promise<DeskItem> {
  return deskChange(
    db,
    actor.siteId,
    async (trx) => {
      const journal = await findItem(trx, actor.siteId, 'journal', journalId);
      if (!journal || journal.kind !== 'journal') throw ApiError.notFound(`No journal ${journalId} on this site`);
      if (journal.deletedAt !== null) throw refusal(`${describe(journal)} is in the bin: restore it first`);
      if (issueId !== null) {
        const issue = await findItem(trx, actor.siteId, 'issue', issueId);
        if (!issue || issue.kind !== 'issue' || issue.deletedAt !== null) throw invalidFields([{ path: 'issueId', message: `no issue ${issueId} on this site` }]);
        if (issue.data.publicationId !== journalId) throw invalidFields([{ path: 'issueId', message: `${describe(issue)} belongs to journal ${issue.data.publicationId}, not ${journalId}` }]);
      }
      const before = journal.data.currentIssueId;
      if (before === issueId) return journal;
      const entity: DeskEntity<'journal'> = { ...journal.data, currentIssueId: issueId };
      if (!(await updateItem(trx, actor.siteId, 'journal', journalId, journal.version, { entity }, actor.id))) throw conflictWith(await findItem(trx, actor.siteId, 'journal', journalId));
      if (journal.status === 'published') await deskKinds.journal.publish(trx, actor.siteId, entity);
      await recordAudit(trx, { actor, action: 'journal.currentIssue', siteId: actor.siteId, target: `journal:${journalId}`, before: { currentIssueId: before }, after: { currentIssueId: issueId }, source: actor.source });
      return (await findItem(trx, actor.siteId, 'journal', journalId))!;
    },
    (result) => result.status === 'published',
  );
}
