import type { DeskUploadForm } from '../../../schemas/desk/desk-upload.ts';
import type { ResolvedPlacement } from '../../ingest/placement/resolve-placement.ts';
import type { Db, FieldProblem } from '../desk-kind.ts';
import { invalidFields } from '../desk-errors.ts';
import { describe } from '../desk-references.ts';
import { findItem } from '../desk-store.ts';

/** The first Online First proof (spec §4 firstStatus 1–10). */
const firstProof = 1;
const firstStatusOf = { issue: 0, 'online-first': firstProof, 'just-accepted': -1 } as const;

/**
 * Where an upload's drafts go, read against the desk (not the reader's tables: an editor may upload into an issue or
 * a column that is still a draft): a journal of the site, and an issue and a column of that journal, none in the bin.
 * What does not hold is a 400 naming the form's field.
 */
export async function deskPlacement(db: Db, siteId: number, form: Pick<DeskUploadForm, 'journalId' | 'stage' | 'issueId' | 'columnId'>): Promise<ResolvedPlacement> {
  const problems: FieldProblem[] = [];
  const journal = await findItem(db, siteId, 'journal', form.journalId);
  if (!journal || journal.deletedAt !== null) problems.push({ path: 'journalId', message: `no journal ${form.journalId} on this site` });
  for (const [field, kind, id] of [
    ['issueId', 'issue', form.issueId],
    ['columnId', 'column', form.columnId],
  ] as const) {
    if (id === undefined) continue;
    const item = await findItem(db, siteId, kind, id);
    if (!item || item.deletedAt !== null) problems.push({ path: field, message: `no ${kind} ${id} on this site` });
    else if ((item.kind === 'issue' || item.kind === 'column') && item.data.publicationId !== form.journalId) {
      problems.push({ path: field, message: `${describe(item)} belongs to journal ${item.data.publicationId}, not ${form.journalId}` });
    }
  }
  if (problems.length > 0) throw invalidFields(problems);
  return { journalId: form.journalId, periodId: form.stage === 'issue' ? (form.issueId ?? null) : null, columnId: form.columnId ?? null, firstStatus: firstStatusOf[form.stage] };
}
