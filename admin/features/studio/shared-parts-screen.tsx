import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo, useState, type FormEvent, type ReactNode } from 'react';
import { powersOfRole } from '../../../schemas/admin/admin-account.ts';
import { sharedPartName, studioProblemsData, type SharedPart, type SharedPartName } from '../../../schemas/admin/studio-api.ts';
import { sharedPartsEndpoints as endpoints } from '../../../schemas/api/shared-parts-endpoints.ts';
import { globalFileSchemas } from '../../../schemas/site-config/files.ts';
import { useAdminApi } from '../../kits/api/admin-api-context.tsx';
import { apiProblemOf } from '../../kits/api/api-problem.ts';
import { AdminLink } from '../../kits/navigation/admin-link.tsx';
import { adminHref } from '../../kits/navigation/admin-routes.ts';
import { formModelOf } from '../../kits/schema-form/form-model.ts';
import { SchemaForm } from '../../kits/schema-form/schema-form.tsx';
import { useAdminSession } from '../../kits/session/use-session.ts';
import { LoadError, Loading } from '../../kits/ui/load-states.tsx';
import { PageHeading } from '../../kits/ui/page-heading.tsx';
import { differences } from '../../kits/version-diff/version-diff.ts';
import { ChangesTable } from './changes-table.tsx';
import { problemsOfDiagnostics } from './studio-problems.ts';
import './studio.css';

/** What an owner calls each shared part, and what it holds. */
const sharedTexts: Readonly<Record<SharedPartName, { title: string; about: string }>> = {
  'themes.json': { title: 'Theme colours', about: 'The 11 theme colours sites choose from (an unlisted one keeps its default).' },
  'common-codes.json': { title: 'Common menu codes', about: 'Menu codes every site may use.' },
  'deployment.json': { title: 'Deployment', about: 'The default site, the OAI-PMH repository and the Crossref depositor.' },
};
const slugOf = (part: SharedPartName) => part.replace(/\.json$/, '');
const partOfSlug = (slug: string) => sharedPartName.options.find((part) => slugOf(part) === slug);
const sharedKeys = { all: ['admin', 'shared-config'] as const, part: (part: SharedPartName) => [...sharedKeys.all, part] as const };
const models = new Map(sharedPartName.options.map((part) => [part, formModelOf(globalFileSchemas[part].schema)]));

/** Owners only, as the server insists (403 to anyone else): a shared part's change reaches every site. */
function OwnersOnly({ children }: { children: ReactNode }) {
  const role = useAdminSession().data?.account.role;
  if (role !== undefined && powersOfRole[role].includes('sites')) return children;
  return (
    <>
      <PageHeading title="Shared settings">Shared settings</PageHeading>
      <p className="state state-error" role="alert">
        Not allowed: only owners change the settings every site shares.
      </p>
    </>
  );
}

/**
 * The configuration every site shares (owners only): themes, common codes, the deployment's settings — each drafted,
 * checked against every site, published, compared and rolled back by the same server paths as a site's parts.
 */
export function SharedPartsScreen() {
  return (
    <OwnersOnly>
      <SharedPartsList />
    </OwnersOnly>
  );
}

function SharedPartsList() {
  const api = useAdminApi();
  const list = useQuery({ queryKey: sharedKeys.all, queryFn: ({ signal }) => api.call(endpoints.sharedParts, { signal }) });
  return (
    <>
      <PageHeading title="Shared settings">Shared settings</PageHeading>
      <p className="hint">These parts serve every site: a change is checked against each site and refused if it would break one.</p>
      {list.isPending ? <Loading what="the shared settings" /> : list.isError ? <LoadError error={list.error} onRetry={() => void list.refetch()} /> : (
        <ul className="studio-parts">
          {list.data.map((entry) => (
            <li key={entry.part}>
              <AdminLink href={adminHref('sharedPart', { part: slugOf(entry.part) })}>{sharedTexts[entry.part].title}</AdminLink> — {sharedTexts[entry.part].about} Version {entry.version}
              {entry.draft ? `, a draft by ${entry.draft.author}` : ''}
              {entry.problems > 0 ? `, ${entry.problems} problem${entry.problems === 1 ? '' : 's'}` : ''}.
            </li>
          ))}
        </ul>
      )}
    </>
  );
}

/** One shared part by its address's name (`themes`), or "no such part". */
export function SharedPartScreen({ slug }: { slug: string }) {
  return (
    <OwnersOnly>
      <SharedPartLoader slug={slug} />
    </OwnersOnly>
  );
}

function SharedPartLoader({ slug }: { slug: string }) {
  const api = useAdminApi();
  const part = partOfSlug(slug);
  const loaded = useQuery({ queryKey: sharedKeys.part(part ?? 'themes.json'), queryFn: ({ signal }) => api.call(endpoints.sharedPart, { params: { part: part! }, signal }), enabled: part !== undefined, staleTime: 0, gcTime: 0 });
  if (!part) {
    return (
      <>
        <PageHeading title="No such part">No such part</PageHeading>
        <p>
          No shared part is called “{slug}”. <AdminLink href={adminHref('sharedParts')}>All shared settings</AdminLink>.
        </p>
      </>
    );
  }
  if (loaded.isPending) return <Loading what={sharedTexts[part].title} />;
  if (loaded.isError) return <LoadError error={loaded.error} onRetry={() => void loaded.refetch()} />;
  return <SharedPartEditor key={part} initial={loaded.data} />;
}

const startOf = (current: SharedPart): unknown => current.draft?.value ?? current.published?.value ?? {};

function SharedPartEditor({ initial }: { initial: SharedPart }) {
  const api = useAdminApi();
  const queryClient = useQueryClient();
  const { part } = initial;
  const [server, setServer] = useState(initial);
  const [value, setValue] = useState<unknown>(() => startOf(initial));
  const [message, setMessage] = useState('');
  const [refusal, setRefusal] = useState<string>();
  const [busy, setBusy] = useState(false);
  const [generation, setGeneration] = useState(0);
  const dirty = useMemo(() => differences(value, startOf(server)).length > 0, [value, server]);
  const problems = useMemo(() => problemsOfDiagnostics(server.diagnostics), [server.diagnostics]);
  const history = useQuery({ queryKey: [...sharedKeys.part(part), 'history', server.published?.version ?? 0], queryFn: ({ signal }) => api.call(endpoints.sharedHistory, { params: { part }, signal }) });
  const [compared, setCompared] = useState<number>();
  const diff = useQuery({
    queryKey: [...sharedKeys.part(part), 'diff', compared ?? 0],
    queryFn: ({ signal }) => api.call(endpoints.sharedDiff, { params: { part }, query: { from: compared! - 1, to: compared! }, signal }),
    enabled: compared !== undefined,
  });

  const act = async (doing: () => Promise<SharedPart>) => {
    setBusy(true);
    setRefusal(undefined);
    try {
      const next = await doing();
      setServer(next);
      setValue(startOf(next));
      setGeneration((count) => count + 1);
      void queryClient.invalidateQueries({ queryKey: sharedKeys.all });
    } catch (error) {
      const found = apiProblemOf(error);
      const listed = studioProblemsData.safeParse(found.data);
      if (listed.success) setServer((current) => ({ ...current, diagnostics: listed.data.diagnostics }));
      setRefusal(found.message);
    } finally {
      setBusy(false);
    }
  };
  const revision = server.draft?.revision ?? 0;
  const save = (event: FormEvent) => {
    event.preventDefault();
    void act(() => api.call(endpoints.sharedSaveDraft, { params: { part }, body: { value, revision } }));
  };
  const publish = () => void act(() => api.call(endpoints.sharedPublish, { params: { part }, body: { revision, message } }));
  const discard = () => void act(() => api.call(endpoints.sharedDiscardDraft, { params: { part }, query: { revision } }));
  const rollback = (version: number) => {
    if (window.confirm(`Publish version ${version} of ${part} again, for every site?`)) void act(() => api.call(endpoints.sharedRollback, { params: { part }, body: { version, message: '' } }));
  };

  return (
    <>
      <PageHeading title={sharedTexts[part].title}>{sharedTexts[part].title}</PageHeading>
      <p>
        {sharedTexts[part].about} <AdminLink href={adminHref('sharedParts')}>All shared settings</AdminLink>
      </p>
      <p>
        Published: version {server.published?.version ?? 0}. {server.draft ? `Draft revision ${server.draft.revision} by ${server.draft.author}.` : 'No draft.'}
      </p>
      {refusal ? (
        <p role="alert" className="field-error">
          {refusal}
        </p>
      ) : null}
      <form onSubmit={save} aria-label={`${sharedTexts[part].title}: the draft`} noValidate>
        <SchemaForm key={generation} model={models.get(part)!} value={value} onChange={setValue} problems={problems} idPrefix={`shared-${slugOf(part)}`} disabled={busy} />
        <button type="submit" disabled={busy || !dirty}>
          Save the draft
        </button>
        {server.draft ? (
          <>
            <div className="field">
              <label htmlFor="shared-publish-message">Why (kept in the history)</label>
              <input id="shared-publish-message" type="text" value={message} maxLength={500} onChange={(event) => setMessage(event.target.value)} />
            </div>
            <button type="button" disabled={busy || dirty || problems.length > 0} onClick={publish}>
              Publish for every site
            </button>
            <button type="button" disabled={busy} onClick={discard}>
              Discard the draft
            </button>
          </>
        ) : null}
      </form>
      <section aria-labelledby="shared-history-heading">
        <h2 id="shared-history-heading">History</h2>
        {history.data ? (
          <ul>
            {history.data.map((entry) => (
              <li key={entry.version}>
                Version {entry.version}, {entry.author}
                {entry.message ? `: ${entry.message}` : ''}{' '}
                {entry.version > 1 ? (
                  <button type="button" onClick={() => setCompared(entry.version)}>
                    What version {entry.version} changed
                  </button>
                ) : null}{' '}
                {entry.version !== server.published?.version ? (
                  <button type="button" disabled={busy} onClick={() => rollback(entry.version)}>
                    Roll back to version {entry.version}
                  </button>
                ) : null}
              </li>
            ))}
          </ul>
        ) : null}
        {compared !== undefined && diff.data ? <ChangesTable changes={diff.data} caption={`Version ${compared - 1} → ${compared}`} beforeLabel={`Version ${compared - 1}`} afterLabel={`Version ${compared}`} /> : null}
      </section>
    </>
  );
}
