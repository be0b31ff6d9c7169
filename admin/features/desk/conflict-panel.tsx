import { useEffect, useRef } from 'react';
import type { DeskItem } from '../../../schemas/desk/desk-kinds.ts';
import { When } from '../../kits/ui/when.tsx';
import { VersionsSideBySide } from '../../kits/version-diff/versions-side-by-side.tsx';

/**
 * Another editor saved the item after this one loaded it (a 409): who and when, both versions field by field, and
 * the choice — take theirs (this editor's changes are dropped), or keep these edits to save over theirs knowingly.
 */
export function ConflictPanel({ mine, theirs, onReload, onKeepMine }: { mine: unknown; theirs: DeskItem; onReload: () => void; onKeepMine: () => void }) {
  const panel = useRef<HTMLElement>(null);
  useEffect(() => panel.current?.focus(), [theirs]);
  return (
    <section className="conflict" tabIndex={-1} ref={panel} aria-labelledby="conflict-heading">
      <h2 id="conflict-heading">Someone else saved this item</h2>
      <p>
        {theirs.updatedBy} saved version {theirs.version} at <When value={theirs.updatedAt} />, after you opened it. Nothing of yours was saved.
      </p>
      <VersionsSideBySide mine={mine} theirs={theirs.data} caption="Your version and the saved one, where they differ" />
      <div className="button-row">
        <button type="button" className="primary" onClick={onReload}>
          Reload the saved version
        </button>
        <button type="button" onClick={onKeepMine}>
          Keep my changes to save over it
        </button>
      </div>
    </section>
  );
}
