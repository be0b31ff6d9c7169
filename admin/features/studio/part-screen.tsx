import { useEffect, useMemo, useRef, useState, type FormEvent } from 'react';
import { studioConflictData, studioProblemsData, type StudioPart, type StudioPartName } from '../../../schemas/admin/studio-api.ts';
import { studioEndpoints } from '../../../schemas/api/studio-endpoints.ts';
import { useAdminApi } from '../../kits/api/admin-api-context.tsx';
import { apiProblemOf } from '../../kits/api/api-problem.ts';
import { AdminLink } from '../../kits/navigation/admin-link.tsx';
import { adminHref, type StudioView } from '../../kits/navigation/admin-routes.ts';
import { shownFields } from '../../kits/schema-form/form-values.ts';
import { placeProblems } from '../../kits/schema-form/problem-paths.ts';
import { SchemaForm } from '../../kits/schema-form/schema-form.tsx';
import { LoadError, Loading } from '../../kits/ui/load-states.tsx';
import { useNotice } from '../../kits/ui/notices.tsx';
import { PageHeading } from '../../kits/ui/page-heading.tsx';
import { When } from '../../kits/ui/when.tsx';
import { differences } from '../../kits/version-diff/version-diff.ts';
import { DraftConflictPanel, type DraftConflict } from './draft-conflict.tsx';
import { HistoryView } from './history-view.tsx';
import { JsonView, type RawText } from './json-view.tsx';
import { PageEditor } from './page-editor.tsx';
import { partOfSlug, partsWithPages, partTexts, slugOfPart } from './part-names.ts';
import { PreviewPanel } from './preview-panel.tsx';
import { ProblemsSummary } from './problems-summary.tsx';
import { newPartValue, studioFormModel, studioWidgets } from './studio-forms.ts';
import { checkPartLocally, problemsOfDiagnostics, type PartProblem } from './studio-problems.ts';
import { StudioSiteContext } from './studio-site.ts';
import { MenuCodeSuggestions } from './studio-widgets.tsx';
import { useStudioChanged, useStudioPart } from './use-studio.ts';
import './studio.css';

const viewNames: Readonly<Record<StudioView, string>> = { form: 'Form', json: 'JSON', page: 'Page editor', history: 'History' };

/** One configuration part of a site (by its address's name, `header`), or "no such part". */
export function StudioPartScreen({ sld, slug, view }: { sld: string; slug: string; view: StudioView }) {
  const part = partOfSlug(slug);
  if (!part) {
    return (
      <>
        <PageHeading title="No such part">No such part</PageHeading>
        <p>
          No part of a site’s configuration is called “{slug}”. <AdminLink href={adminHref('studio', { sld })}>All parts of the site</AdminLink>.
        </p>
      </>
    );
  }
  return (
    <StudioSiteContext.Provider value={sld}>
      <PartLoader key={part} sld={sld} part={part} view={view} />
    </StudioSiteContext.Provider>
  );
}

function PartLoader({ sld, part, view }: { sld: string; part: StudioPartName; view: StudioView }) {
  const loaded = useStudioPart(sld, part);
  const title = partTexts[part].title;
  if (loaded.isPending) return <Loading what={`the ${title.toLowerCase()} part`} />;
  if (loaded.isError) return <LoadError error={loaded.error} onRetry={() => void loaded.refetch()} />;
  return <PartEditor key={`${sld}:${part}`} sld={sld} part={part} view={partsWithPages.includes(part) || view !== 'page' ? view : 'form'} initial={loaded.data} />;
}

/** What the editor starts from: the draft, else what is published, else the part's defaults. */
const startOf = (part: StudioPartName, current: StudioPart): unknown => current.draft?.value ?? current.published?.value ?? newPartValue(part);

type Busy = 'save' | 'discard' | 'publish' | 'reload' | undefined;

function PartEditor({ sld, part, view, initial }: { sld: string; part: StudioPartName; view: StudioView; initial: StudioPart }) {
  const api = useAdminApi();
  const notice = useNotice();
  const changed = useStudioChanged(sld);
  const title = partTexts[part].title;
  const params = { sld, part };
  const formId = `studio-${slugOfPart(part)}`;

  /** The part as the server last answered. */
  const [server, setServer] = useState(initial);
  /** What the edits are compared with (the saved draft, or what is published): unsaved while they differ. */
  const [base, setBase] = useState(() => startOf(part, initial));
  const [value, setValue] = useState<unknown>(base);
  /** The draft revision a save or a discard names (0: no draft). */
  const [revision, setRevision] = useState(initial.draft?.revision ?? 0);
  const [raw, setRaw] = useState<RawText | undefined>();
  /** Rises when the value is replaced from outside the inputs (loaded, discarded): the views start again from it. */
  const [generation, setGeneration] = useState(0);
  const [conflict, setConflict] = useState<DraftConflict | undefined>();
  const [refusal, setRefusal] = useState<string | undefined>();
  const [busy, setBusy] = useState<Busy>();
  const [unreadProps, setUnreadProps] = useState<ReadonlySet<string>>(new Set());
  const [message, setMessage] = useState('');
  /** Changes whenever the server's problems arrive, so the summary takes the focus then. */
  const [arrival, setArrival] = useState(0);

  const dirty = useMemo(() => differences(value, base).length > 0, [value, base]);
  const typedProblems = useMemo(() => (dirty ? checkPartLocally(part, value) : undefined), [dirty, part, value]);
  const problems: PartProblem[] = useMemo(() => typedProblems ?? problemsOfDiagnostics(server.diagnostics), [typedProblems, server.diagnostics]);
  const problemSource = typedProblems ? 'typed' : server.draft ? 'draft' : 'published';
  const model = studioFormModel(part);
  const blocked = raw?.error ? 'The JSON view holds text that does not read: fix it, or drop your changes.' : unreadProps.size > 0 ? 'Some block settings are not JSON yet: fix them before saving.' : undefined;

  const onUnread = useMemo(
    () => (id: string, unread: boolean) =>
      setUnreadProps((current) => {
        if (current.has(id) === unread) return current;
        const next = new Set(current);
        if (unread) next.add(id);
        else next.delete(id);
        return next;
      }),
    [],
  );

  /** Takes the part as the server answered it: what the editor shows starts again from it. */
  const adopt = (next: StudioPart) => {
    changed(next);
    setServer(next);
    const start = startOf(part, next);
    setBase(start);
    setValue(start);
    setRevision(next.draft?.revision ?? 0);
    setRaw(undefined);
    setConflict(undefined);
    setGeneration((count) => count + 1);
    setArrival((count) => count + 1);
  };
  const edit = (next: unknown) => {
    setValue(next);
    setRaw(undefined);
  };

  /**
   * A refusal read into what the screen shows: a 409 (another admin's draft; no draft any more; or, for a publish of
   * the draft this admin named, the published version moved on), the problems (400), or a message.
   */
  const refused = (error: unknown, doing: string, sentRevision: number) => {
    const found = apiProblemOf(error);
    if (found.kind === 'conflict') {
      const data = studioConflictData.safeParse(found.data);
      if (!data.success) return setConflict({ kind: 'gone', message: found.message });
      if (doing === 'published' && data.data.draft.revision === sentRevision) return setConflict({ kind: 'moved', message: found.message, changes: data.data.changes });
      return setConflict({ kind: 'draft', draft: data.data.draft });
    }
    const listed = studioProblemsData.safeParse(found.data);
    if (listed.success) {
      setServer((current) => ({ ...current, diagnostics: listed.data.diagnostics }));
      setArrival((count) => count + 1);
    }
    setRefusal(`Not ${doing}: ${found.message}`);
  };
  const run = async (what: Exclude<Busy, undefined>, doing: string, call: () => Promise<void>) => {
    setBusy(what);
    setRefusal(undefined);
    const sentRevision = revision;
    try {
      await call();
    } catch (error) {
      refused(error, doing, sentRevision);
    } finally {
      setBusy(undefined);
    }
  };

  const save = (event?: FormEvent, options: { evenUnchanged?: boolean } = {}) => {
    event?.preventDefault();
    if (blocked || (!dirty && !options.evenUnchanged) || busy) return;
    void run('save', 'saved', async () => {
      const result = await api.call(studioEndpoints.studioSaveDraft, { params, body: { value, revision } });
      changed(result);
      setServer(result);
      setBase(result.draft?.value ?? value);
      setValue(result.draft?.value ?? value);
      setRevision(result.draft?.revision ?? revision);
      setConflict(undefined);
      setArrival((count) => count + 1);
      const count = result.diagnostics.length;
      notice.show({ message: `${title}: draft saved${count ? `, with ${count === 1 ? 'one problem' : `${count} problems`} to fix before publishing` : ''}.`, tone: count ? 'failed' : 'done' });
    });
  };

  /** Saves a discarded draft again: the notice's Undo, which may run after the editor has gone. */
  const restoreDraft = (discarded: unknown) =>
    void api.call(studioEndpoints.studioSaveDraft, { params, body: { value: discarded, revision: 0 } }).then(
      (result) => {
        adopt(result);
        notice.show({ message: `${title}: the draft is back.` });
      },
      (error: unknown) => notice.show({ message: `Could not bring the draft back: ${apiProblemOf(error).message}`, tone: 'failed' }),
    );

  const discard = () => {
    const draft = server.draft;
    if (!draft || busy) return;
    void run('discard', 'discarded', async () => {
      const result = await api.call(studioEndpoints.studioDiscardDraft, { params, query: { revision } });
      adopt(result);
      notice.show({ message: `${title}: draft discarded.`, action: { label: 'Undo', run: () => restoreDraft(draft.value) } });
    });
  };

  const loadTheirs = () =>
    void run('reload', 'loaded', async () => {
      adopt(await api.call(studioEndpoints.studioPart, { params }));
    });

  const publish = (event: FormEvent) => {
    event.preventDefault();
    if (!server.draft || dirty || busy) return;
    const draftRevision = server.draft.revision;
    void run('publish', 'published', async () => {
      const result = await api.call(studioEndpoints.studioPublish, { params, body: { revision: draftRevision, message } });
      adopt(result);
      setMessage('');
      notice.show({ message: `${title}: published as version ${result.published?.version ?? '?'}. Readers see it now.` });
    });
  };

  const drop = () => {
    setValue(base);
    setRaw(undefined);
    setGeneration((count) => count + 1);
  };

  const formTargets = useMemo(() => {
    if (view !== 'form') return undefined;
    const shown = shownFields(model, value, formId);
    return { shown, placed: placeProblems(problems, (path) => shown.has(path)) };
  }, [view, model, value, formId, problems]);
  const targetOf = (problem: PartProblem) => {
    if (!formTargets) return undefined;
    const placed = formTargets.placed[problems.indexOf(problem)];
    return placed ? formTargets.shown.get(placed.path)?.id : undefined;
  };

  // Unsaved edits are not lost to a closed tab or a reload without the browser asking first.
  useEffect(() => {
    if (!dirty) return;
    const ask = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', ask);
    return () => window.removeEventListener('beforeunload', ask);
  }, [dirty]);

  const viewHeading = useRef<HTMLHeadingElement>(null);
  const shownView = useRef(view);
  useEffect(() => {
    if (shownView.current !== view) viewHeading.current?.focus();
    shownView.current = view;
  }, [view]);

  const views = (Object.keys(viewNames) as StudioView[]).filter((name) => name !== 'page' || partsWithPages.includes(part));
  const problemCount = problems.length;

  return (
    <>
      <PageHeading title={`${title} · Studio · ${sld}`}>Studio: {title}</PageHeading>
      <p className="item-facts">
        {server.published ? (
          <>
            Version {server.published.version} published <When value={server.published.createdAt} /> by {server.published.author}
          </>
        ) : (
          'Not published yet: the portal’s defaults serve'
        )}
        {' · '}
        {server.draft ? (
          <>
            <span className="status status-draft">Draft</span> revision {server.draft.revision}, saved <When value={server.draft.updatedAt} /> by {server.draft.author}
          </>
        ) : (
          'no draft'
        )}
        {dirty ? (
          <>
            {' · '}
            <span className="status status-unsaved">Unsaved changes</span>
          </>
        ) : null}
      </p>
      <p className="hint">
        {partTexts[part].about} <AdminLink href={adminHref('studio', { sld })}>All parts of the site</AdminLink>
      </p>

      <nav className="view-tabs" aria-label={`Views of ${title}`}>
        <ul>
          {views.map((name) => (
            <li key={name}>
              <AdminLink href={adminHref('studioPart', { sld, part: slugOfPart(part) }, { view: name })} aria-current={name === view ? 'page' : undefined}>
                {viewNames[name]}
              </AdminLink>
            </li>
          ))}
        </ul>
      </nav>

      {conflict ? (
        <DraftConflictPanel
          conflict={conflict}
          mine={value}
          onReload={loadTheirs}
          onKeepMine={() => {
            // What the server holds now is what these edits are unsaved against: their draft, or what is published.
            const draft = conflict.kind === 'draft' ? conflict.draft : null;
            const now = { ...server, draft };
            setRevision(draft?.revision ?? 0);
            setServer(now);
            setBase(startOf(part, now));
            setConflict(undefined);
          }}
          onSaveAgain={() => save(undefined, { evenUnchanged: true })}
        />
      ) : null}
      {refusal ? (
        <p className="form-problem" role="alert">
          {refusal}
        </p>
      ) : null}
      {view !== 'history' ? <ProblemsSummary problems={problems} source={problemSource} targetOf={targetOf} arrival={arrival} /> : null}

      <section className="studio-view" aria-labelledby="studio-view-heading">
        <h2 id="studio-view-heading" tabIndex={-1} ref={viewHeading}>
          {viewNames[view]}
        </h2>
        {view === 'history' ? (
          <HistoryView
            sld={sld}
            part={part}
            current={server}
            dirty={dirty}
            onRolledBack={(result, version) => {
              adopt(result);
              notice.show({ message: `${title}: version ${version} is published again, as version ${result.published?.version ?? '?'}.` });
            }}
          />
        ) : (
          <>
            <form id={`${formId}-form`} onSubmit={save} noValidate aria-label={`Edit ${title}`}>
              {view === 'form' ? (
                <>
                  {part === 'menu.json' ? <MenuCodeSuggestions /> : null}
                  <SchemaForm key={generation} model={model} value={value} onChange={edit} problems={problems} idPrefix={formId} widgets={studioWidgets[part]} summary={false} />
                </>
              ) : view === 'json' ? (
                <JsonView value={value} raw={raw} onRaw={setRaw} onValue={setValue} describedBy={problemCount ? 'studio-problems-heading' : undefined} />
              ) : (
                <PageEditor key={generation} part={part} value={value} onChange={edit} problems={problems} onUnread={onUnread} />
              )}
              <div className="button-row form-actions">
                <button type="submit" className="primary" aria-disabled={!dirty || blocked !== undefined || busy !== undefined || undefined}>
                  {busy === 'save' ? 'Saving…' : 'Save draft'}
                </button>
                <button type="button" onClick={drop} disabled={!dirty && !raw}>
                  Drop unsaved changes
                </button>
                <button type="button" className="danger" onClick={discard} disabled={!server.draft || busy !== undefined}>
                  Discard the draft
                </button>
              </div>
              {blocked ? (
                <p className="form-problem" role="status">
                  {blocked}
                </p>
              ) : null}
            </form>

            <form className="publish" onSubmit={publish} aria-labelledby="studio-publish-heading">
              <h3 id="studio-publish-heading">Publish</h3>
              <p className="hint" id="studio-publish-state">
                {!server.draft
                  ? 'Nothing to publish: save a draft first.'
                  : dirty
                    ? 'Save your changes to the draft before publishing it.'
                    : problemSource === 'draft' && problemCount
                      ? `The draft has ${problemCount === 1 ? 'one problem' : `${problemCount} problems`}: publishing is refused until they are fixed.`
                      : `Publishes draft revision ${server.draft.revision} as version ${(server.published?.version ?? 0) + 1}: readers see it at once.`}
              </p>
              <div className="field">
                <label htmlFor="studio-publish-message">What changed (for the history)</label>
                <input id="studio-publish-message" type="text" maxLength={500} value={message} onChange={(event) => setMessage(event.target.value)} />
              </div>
              <button type="submit" className="primary" aria-describedby="studio-publish-state" disabled={!server.draft || dirty || busy !== undefined}>
                {busy === 'publish' ? 'Publishing…' : 'Publish'}
              </button>
            </form>

            <PreviewPanel sld={sld} drafts={`${server.draft?.revision ?? 0}:${server.published?.version ?? 0}`} />
          </>
        )}
      </section>
    </>
  );
}
