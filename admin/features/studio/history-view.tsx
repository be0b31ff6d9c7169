import { useEffect, useRef, useState, type FormEvent } from 'react';
import type { StudioPart, StudioPartName } from '../../../schemas/admin/studio-api.ts';
import { studioEndpoints } from '../../../schemas/api/studio-endpoints.ts';
import { useAdminApi } from '../../kits/api/admin-api-context.tsx';
import { apiProblemOf } from '../../kits/api/api-problem.ts';
import { Empty, LoadError, Loading } from '../../kits/ui/load-states.tsx';
import { When } from '../../kits/ui/when.tsx';
import { ChangesTable } from './changes-table.tsx';
import type { DiffEnd } from './studio-keys.ts';
import { useStudioDiff, useStudioHistory, useStudioVersion } from './use-studio.ts';

const endName = (end: DiffEnd) => (end === 'draft' ? 'the draft' : `version ${end}`);
const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
const readEnd = (text: string): DiffEnd => (text === 'draft' ? 'draft' : Number(text));

type HistoryViewProps = {
  sld: string;
  part: StudioPartName;
  current: StudioPart;
  /** Unsaved edits: a rollback would publish over what the editor shows, so it waits until they are saved or dropped. */
  dirty: boolean;
  onRolledBack: (part: StudioPart, version: number) => void;
};

/** The part's published versions (who, when, why), any two compared field by field, and a rollback to an old one. */
export function HistoryView({ sld, part, current, dirty, onRolledBack }: HistoryViewProps) {
  const history = useStudioHistory(sld, part);
  const [confirming, setConfirming] = useState<number | undefined>();
  const rollbackButtons = useRef(new Map<number, HTMLButtonElement>());

  if (history.isPending) return <Loading what="the history" />;
  if (history.isError) return <LoadError error={history.error} onRetry={() => void history.refetch()} />;
  const versions = history.data;
  const newest = versions[0]?.version;

  return (
    <div className="history">
      <Compare sld={sld} part={part} versions={versions.map((version) => version.version)} hasDraft={current.draft !== null} />
      <h3>Published versions</h3>
      {versions.length === 0 ? (
        <Empty>Nothing published yet: the portal’s defaults serve.</Empty>
      ) : (
        <div className="table-scroll" tabIndex={0} role="region" aria-label="Published versions">
          <table>
            <thead>
              <tr>
                <th scope="col">Version</th>
                <th scope="col">Published</th>
                <th scope="col">By</th>
                <th scope="col">Message</th>
                <th scope="col">
                  <span className="visually-hidden">Actions</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {versions.map((version) => (
                <tr key={version.version}>
                  <th scope="row">
                    {version.version}
                    {version.version === newest ? ' (live)' : ''}
                  </th>
                  <td>
                    <When value={version.createdAt} />
                  </td>
                  <td>{version.author}</td>
                  <td>{version.message || '—'}</td>
                  <td>
                    <VersionValue sld={sld} part={part} version={version.version} />
                    {version.version === newest ? null : (
                      <button
                        type="button"
                        ref={(button) => {
                          if (button) rollbackButtons.current.set(version.version, button);
                          else rollbackButtons.current.delete(version.version);
                        }}
                        aria-disabled={dirty || undefined}
                        aria-describedby={dirty ? 'studio-rollback-dirty' : undefined}
                        onClick={() => !dirty && setConfirming(version.version)}
                      >
                        Roll back to version {version.version}
                      </button>
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {dirty ? (
        <p id="studio-rollback-dirty" className="hint">
          Save or drop your changes before rolling back.
        </p>
      ) : null}
      {confirming !== undefined && newest !== undefined ? (
        <ConfirmRollback
          sld={sld}
          part={part}
          version={confirming}
          nextVersion={newest + 1}
          onDone={(result) => {
            setConfirming(undefined);
            onRolledBack(result, confirming);
          }}
          onCancel={() => {
            const button = rollbackButtons.current.get(confirming);
            setConfirming(undefined);
            button?.focus();
          }}
        />
      ) : null}
    </div>
  );
}

/** Two ends chosen (versions, or the draft) and what differs between them, from the server's diff. */
function Compare({ sld, part, versions, hasDraft }: { sld: string; part: StudioPartName; versions: readonly number[]; hasDraft: boolean }) {
  const ends: DiffEnd[] = [...(hasDraft ? (['draft'] as const) : []), ...versions];
  const [from, setFrom] = useState<DiffEnd | undefined>(ends[1]);
  const [to, setTo] = useState<DiffEnd | undefined>(ends[0]);
  const [asked, setAsked] = useState<{ from: DiffEnd; to: DiffEnd } | undefined>();
  const diff = useStudioDiff(sld, part, asked);
  if (ends.length < 2) return <p className="hint">Two versions (or a version and a draft) are needed to compare.</p>;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (from !== undefined && to !== undefined) setAsked({ from, to });
  };
  const select = (id: string, label: string, value: DiffEnd | undefined, onChange: (end: DiffEnd) => void) => (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <select id={id} value={value === undefined ? '' : String(value)} onChange={(event) => onChange(readEnd(event.target.value))}>
        {ends.map((end) => (
          <option key={String(end)} value={String(end)}>
            {capitalised(endName(end))}
          </option>
        ))}
      </select>
    </div>
  );
  return (
    <section aria-labelledby="studio-compare-heading">
      <h3 id="studio-compare-heading">Compare</h3>
      <form className="inline-form" onSubmit={submit} aria-labelledby="studio-compare-heading">
        {select('studio-diff-from', 'From', from, setFrom)}
        {select('studio-diff-to', 'To', to, setTo)}
        <button type="submit">Compare</button>
      </form>
      {asked ? (
        <div aria-live="polite">
          {diff.isPending ? (
            <Loading what="the differences" />
          ) : diff.isError ? (
            <LoadError error={diff.error} onRetry={() => void diff.refetch()} />
          ) : (
            <ChangesTable changes={diff.data} caption={`From ${endName(asked.from)} to ${endName(asked.to)}`} beforeLabel={capitalised(endName(asked.from))} afterLabel={capitalised(endName(asked.to))} />
          )}
        </div>
      ) : null}
    </section>
  );
}

/** A version's whole value, read when opened. */
function VersionValue({ sld, part, version }: { sld: string; part: StudioPartName; version: number }) {
  const [open, setOpen] = useState(false);
  const value = useStudioVersion(sld, part, version, open);
  return (
    <details onToggle={(event) => setOpen(event.currentTarget.open)}>
      <summary>
        Its value{' '}<span className="visually-hidden">(version {version})</span>
      </summary>
      {value.isPending ? open ? <Loading what={`version ${version}`} /> : null : value.isError ? <LoadError error={value.error} /> : <pre>{JSON.stringify(value.data.value, null, 2)}</pre>}
    </details>
  );
}

/** Asks before a rollback: which version is published anew as which, and why (the history's message). */
function ConfirmRollback({ sld, part, version, nextVersion, onDone, onCancel }: { sld: string; part: StudioPartName; version: number; nextVersion: number; onDone: (part: StudioPart) => void; onCancel: () => void }) {
  const api = useAdminApi();
  const [message, setMessage] = useState(`Rolled back to version ${version}`);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | undefined>();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), [version]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setProblem(undefined);
    api.call(studioEndpoints.studioRollback, { params: { sld, part }, body: { version, message } }).then(onDone, (error: unknown) => {
      setBusy(false);
      const found = apiProblemOf(error);
      setProblem(found.message);
    });
  };
  return (
    <section className="confirm" aria-labelledby="studio-rollback-heading">
      <h3 id="studio-rollback-heading" tabIndex={-1} ref={heading}>
        Roll back to version {version}?
      </h3>
      <p>
        Version {version}’s value is published anew as version {nextVersion}: readers see it at once.
      </p>
      <form onSubmit={submit}>
        <div className="field">
          <label htmlFor="studio-rollback-message">Message for the history</label>
          <input id="studio-rollback-message" type="text" maxLength={500} value={message} onChange={(event) => setMessage(event.target.value)} />
        </div>
        {problem ? (
          <p className="form-problem" role="alert">
            Not rolled back: {problem}
          </p>
        ) : null}
        <div className="button-row">
          <button type="submit" className="primary" disabled={busy}>
            {busy ? 'Rolling back…' : 'Yes, roll back'}
          </button>
          <button type="button" onClick={onCancel} disabled={busy}>
            Cancel
          </button>
        </div>
      </form>
    </section>
  );
}
