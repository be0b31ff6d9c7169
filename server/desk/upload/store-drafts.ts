import type { Kysely } from 'kysely';
import type { DeskUploadForm, UploadedDraft } from '../../../schemas/desk/desk-upload.ts';
import { recordAudit } from '../../admin/audit/audit-log.ts';
import { nextArticleId } from '../../db/next-article-id.ts';
import type { Database } from '../../db/tables.ts';
import type { FileStore } from '../../files/file-store.ts';
import { articleFolderKey } from '../../files/files-dir.ts';
import { ApiError } from '../../http/api-error.ts';
import type { IngestedArticle } from '../../ingest/ingest-file.ts';
import { RejectedInput } from '../../ingest/rejected-input.ts';
import type { DeskActor } from '../desk-actions.ts';
import { articleWithDoi } from '../desk-references.ts';
import { adoptPublished, insertItem } from '../desk-store.ts';
import { deskPlacement } from './desk-placement.ts';
import { uploadRefused } from './upload-refused.ts';

/** One article of an upload, ready to store as a draft (its package files staged): `store` writes it in the transaction. */
export type DraftToStore = { source: string; store: (trx: Kysely<Database>, siteId: number) => Promise<IngestedArticle> };

/**
 * An upload's drafts in order, given at once or as each is ready (drafts-in-order.ts); `refusalBeforeStoring`, when
 * given, answers the refusal that the drafts not given yet hold and that comes before one in storing.
 */
export type DraftSource = (AsyncIterable<DraftToStore> | Iterable<DraftToStore>) & { refusalBeforeStoring?: () => Promise<ApiError | null> };

/** What the audit log keeps of an upload. */
export type UploadFacts = { file: string; kind: string; bytes: number; form: Pick<DeskUploadForm, 'journalId' | 'stage' | 'issueId' | 'columnId'> };

/**
 * Stores an upload's articles as draft articles on the desk, with the upload's line in the audit log, in one
 * transaction: all of them, or none. Its placement is checked again there (an issue deleted since the upload began
 * is refused); a DOI another article of the desk has (a draft too) refuses the upload, naming the file. Each draft
 * takes the next article id, so the ids this transaction may have used are known: when it rolls back, the files it
 * moved into those ids' folders go too (nothing half-saved, on disk either).
 */
export async function storeDrafts(db: Kysely<Database>, files: FileStore, actor: DeskActor, facts: UploadFacts, drafts: DraftSource): Promise<UploadedDraft[]> {
  let firstId: number | undefined;
  /** Drafts given to store so far: the ids this transaction may have used are the next ones from `firstId`. */
  let given = 0;
  const refused = async (file: string, reason: string) => (await drafts.refusalBeforeStoring?.()) ?? uploadRefused([{ file, reason }]);
  try {
    return await db.transaction().execute(async (trx) => {
      await adoptPublished(trx, actor.siteId);
      // Checked again here (an issue deleted since the upload began); a refusal among the drafts comes first.
      const placement = await deskPlacement(trx, actor.siteId, facts.form).catch(async (error: unknown) => {
        throw (error instanceof ApiError && error.httpStatus < 500 ? await drafts.refusalBeforeStoring?.() : null) ?? error;
      });
      firstId = await nextArticleId(trx);
      const made: UploadedDraft[] = [];
      for await (const draft of drafts) {
        given += 1;
        const stored = await draft.store(trx, actor.siteId).catch(async (error: unknown) => {
          throw error instanceof RejectedInput ? await refused(draft.source, error.message) : error;
        });
        const entity = stored.entry;
        const holder = await articleWithDoi(trx, actor.siteId, entity.doi, entity.id);
        if (holder !== undefined) throw await refused(draft.source, `its DOI ${entity.doi} is the DOI of article ${holder} on the desk already`);
        await insertItem(trx, 'article', actor.siteId, entity, 'draft', actor.id);
        made.push({ id: entity.id, title: entity.title, doi: entity.doi, source: draft.source, missingFiles: stored.files.missing });
      }
      await recordAudit(trx, {
        actor,
        action: 'article.upload',
        siteId: actor.siteId,
        target: `upload:${facts.file}`,
        after: { ...facts, placement, drafts: made.map(({ id, title, doi, source }) => ({ id, title, doi, source })) },
        source: actor.source,
      });
      return made;
    });
  } catch (error) {
    // A store that fails here too must not hide why the upload was refused (what it leaves are files no row names).
    if (firstId !== undefined) for (let index = 0; index < given; index += 1) await files.deleteFolder(articleFolderKey(firstId + index)).catch(() => {});
    throw error;
  }
}
