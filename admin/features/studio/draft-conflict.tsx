import { useEffect, useRef } from 'react';
import type { StudioChange, StudioDraft } from '../../../schemas/admin/studio-api.ts';
import { When } from '../../kits/ui/when.tsx';
import { VersionsSideBySide } from '../../kits/version-diff/versions-side-by-side.tsx';
import { ChangesTable } from './changes-table.tsx';

/**
 * What a 409 meant: another admin saved the draft since this one read it; the draft is gone (published or
 * discarded); or the published version moved on since the draft was made (a rollback, a file edit).
 */
export type DraftConflict =
  | { kind: 'draft'; draft: StudioDraft }
  | { kind: 'gone'; message: string }
  | { kind: 'moved'; message: string; changes: readonly StudioChange[] };

type DraftConflictPanelProps = {
  conflict: DraftConflict;
  /** What this admin has now (unsaved edits included), beside the other admin's draft. */
  mine: unknown;
  /** Reads the part as it is now, dropping these edits. */
  onReload: () => void;
  /** Keeps these edits, to save them over the draft now (or as a new draft). */
  onKeepMine: () => void;
  /** Saves the draft again on the published version as it is now (`moved`). */
  onSaveAgain: () => void;
};

const headings: Readonly<Record<DraftConflict['kind'], string>> = {
  draft: 'Another administrator saved this draft',
  gone: 'The draft is no longer there',
  moved: 'The published version changed since this draft was made',
};

/** A 409 said in words, with both sides where there are two, and the choices it leaves; it takes the focus. */
export function DraftConflictPanel({ conflict, mine, onReload, onKeepMine, onSaveAgain }: DraftConflictPanelProps) {
  const panel = useRef<HTMLElement>(null);
  useEffect(() => panel.current?.focus(), [conflict]);
  return (
    <section className="conflict" tabIndex={-1} ref={panel} aria-labelledby="studio-conflict-heading">
      <h2 id="studio-conflict-heading">{headings[conflict.kind]}</h2>
      {conflict.kind === 'draft' ? (
        <>
          <p>
            {conflict.draft.author} saved revision {conflict.draft.revision} at <When value={conflict.draft.updatedAt} />, after you opened it. Nothing of yours was saved.
          </p>
          <VersionsSideBySide mine={mine} theirs={conflict.draft.value} caption="Yours and their draft, where they differ" mineLabel="Yours" theirsLabel="Their draft" />
          <details>
            <summary>Their whole draft</summary>
            <pre>{JSON.stringify(conflict.draft.value, null, 2)}</pre>
          </details>
          <div className="button-row">
            <button type="button" className="primary" onClick={onReload}>
              Load their draft
            </button>
            <button type="button" onClick={onKeepMine}>
              Keep mine to save over theirs
            </button>
          </div>
        </>
      ) : conflict.kind === 'gone' ? (
        <>
          <p>{conflict.message} Nothing of yours was saved.</p>
          <div className="button-row">
            <button type="button" className="primary" onClick={onReload}>
              Load the part as it is now
            </button>
            <button type="button" onClick={onKeepMine}>
              Keep mine to save as a new draft
            </button>
          </div>
        </>
      ) : (
        <>
          <p>{conflict.message}</p>
          <ChangesTable changes={conflict.changes} caption="What the published version became" beforeLabel="When the draft was made" afterLabel="Published now" />
          <div className="button-row">
            <button type="button" className="primary" onClick={onSaveAgain}>
              Save the draft again on the published version
            </button>
            <button type="button" onClick={onReload}>
              Load the part as it is now
            </button>
          </div>
        </>
      )}
    </section>
  );
}
