import { differences, shownValue } from './version-diff.ts';

/** Two versions' differences as a table: each changed field, this editor's value beside the other's. */
export function VersionsSideBySide({ mine, theirs, caption, mineLabel = 'Your version', theirsLabel = 'Saved version' }: { mine: unknown; theirs: unknown; caption: string; mineLabel?: string; theirsLabel?: string }) {
  const changed = differences(mine, theirs);
  if (changed.length === 0) return <p>The two versions hold the same values.</p>;
  return (
    <div className="table-scroll" tabIndex={0} role="region" aria-label={caption}>
      <table className="versions">
        <caption>{caption}</caption>
        <thead>
          <tr>
            <th scope="col">Field</th>
            <th scope="col">{mineLabel}</th>
            <th scope="col">{theirsLabel}</th>
          </tr>
        </thead>
        <tbody>
          {changed.map(({ path, mine: ours, theirs: other }) => (
            <tr key={path}>
              <th scope="row">{path || '(whole item)'}</th>
              <td>{shownValue(ours)}</td>
              <td>{shownValue(other)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
