import type { StudioChange } from '../../../schemas/admin/studio-api.ts';
import { shownValue } from '../../kits/version-diff/version-diff.ts';

const kindNames: Readonly<Record<StudioChange['kind'], string>> = { added: 'Added', removed: 'Removed', changed: 'Changed' };

/** Field by field, what differs between two values of a part (the server's diff): where, how, and each side's value. */
export function ChangesTable({ changes, caption, beforeLabel, afterLabel }: { changes: readonly StudioChange[]; caption: string; beforeLabel: string; afterLabel: string }) {
  if (changes.length === 0) return <p>{caption}: no differences, the two hold the same values.</p>;
  return (
    <div className="table-scroll" tabIndex={0} role="region" aria-label={caption}>
      <table className="versions">
        <caption>{caption}</caption>
        <thead>
          <tr>
            <th scope="col">Field</th>
            <th scope="col">Change</th>
            <th scope="col">{beforeLabel}</th>
            <th scope="col">{afterLabel}</th>
          </tr>
        </thead>
        <tbody>
          {changes.map((change) => (
            <tr key={`${change.path}:${change.kind}`}>
              <th scope="row">
                <code>{change.path || '(the whole part)'}</code>
              </th>
              <td>{kindNames[change.kind]}</td>
              <td>{change.kind === 'added' ? '—' : shownValue(change.before)}</td>
              <td>{change.kind === 'removed' ? '—' : shownValue(change.after)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
