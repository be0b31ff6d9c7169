import type { Diagnostic } from '../../../schemas/diagnostic.ts';
import type { StudioChange, StudioDraft } from '../../../schemas/admin/studio-api.ts';
import { statusCodes } from '../../../schemas/status-codes.ts';
import { ApiError } from '../../http/api-error.ts';

/** The draft changed since the caller read it (another admin saved): 409 with the draft now and how it differs. */
export function draftConflict(draft: StudioDraft | null, changes: StudioChange[]): ApiError {
  const by = draft ? `${draft.author} saved this part's draft at ${draft.updatedAt}` : "This part's draft was published or discarded";
  return new ApiError(statusCodes.conflict, `${by} since you opened it. Compare and save again.`, 409, draft && { draft, changes });
}

/** What the published version became since the draft was made (a file edit, a rollback): 409, the draft kept. */
export function publishedMovedOn(changes: StudioChange[], draft: StudioDraft): ApiError {
  return new ApiError(statusCodes.conflict, 'The published version changed since this draft was made. Review the changes and save the draft again.', 409, { draft, changes });
}

/** A publish refused while the value has problems: 400 naming each by its path. */
export function hasProblems(diagnostics: Diagnostic[]): ApiError {
  const first = diagnostics.slice(0, 3).map(({ path, message }) => (path ? `${path}: ${message}` : message));
  const more = diagnostics.length > 3 ? ` (and ${diagnostics.length - 3} more)` : '';
  return new ApiError(statusCodes.badRequest, `Not published: ${first.join('; ')}${more}`, 400, { diagnostics });
}
