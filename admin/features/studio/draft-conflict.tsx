import { useEffect, useRef } from 'react';
import type { z } from 'zod';
import type { studioConflictData } from '../../../schemas/admin/studio-api.ts';
import { When } from '../../kits/ui/when.tsx';
import { ChangesTable } from './changes-table.tsx';

export type DraftConflictData = z.infer<typeof studioConflictData>;

/**
 * Another administrator saved the part's draft after this one loaded it (a 409): who and when, their draft and this
 * one's field by field, their whole draft, and the choice — load theirs (these edits are dropped), or keep these
 * edits to save over theirs knowingly.
 */
export function DraftConflict({ conflict, onLoadTheirs, onKeepMine }: { conflict: DraftConflictData; onLoadTheirs: () => void; onKeepMine: () => void }) {
  const panel = useRef<HTMLElement>(null);
  useEffect(() => panel.current?.focus(), [conflict]);
  const { draft, changes } = conflict;
  return (
    <section className="conflict" tabIndex={-1} ref={panel} aria-labelledby="studio-conflict-heading">
      <h2 id="studio-conflict-heading">Another administrator saved this draft</h2>
      <p>
        {draft.author} saved revision {draft.revision} at <When value={draft.updatedAt} />, after you opened it. Nothing of yours was saved.
      </p>
      <ChangesTable changes={changes} caption="Their draft and yours, where they differ" beforeLabel="Their draft" afterLabel="Yours" />
      <details>
        <summary>Their whole draft</summary>
        <pre>{JSON.stringify(draft.value, null, 2)}</pre>
      </details>
      <div className="button-row">
        <button type="button" className="primary" onClick={onLoadTheirs}>
          Load their draft
        </button>
        <button type="button" onClick={onKeepMine}>
          Keep mine to save over theirs
        </button>
      </div>
    </section>
  );
}
