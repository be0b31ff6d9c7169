import { useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { deskItem as deskItemSchema, type DeskItem, type DeskKindName } from '../../../schemas/desk/desk-kinds.ts';
import { useAdminApi } from '../../kits/api/admin-api-context.tsx';
import { apiProblemOf, type ApiProblem } from '../../kits/api/api-problem.ts';
import { AdminLink } from '../../kits/navigation/admin-link.tsx';
import { adminHref } from '../../kits/navigation/admin-routes.ts';
import { navigate } from '../../kits/navigation/navigation.ts';
import { SchemaForm } from '../../kits/schema-form/schema-form.tsx';
import { LoadError, Loading } from '../../kits/ui/load-states.tsx';
import { useNotice } from '../../kits/ui/notices.tsx';
import { PageHeading } from '../../kits/ui/page-heading.tsx';
import { When } from '../../kits/ui/when.tsx';
import { differences } from '../../kits/version-diff/version-diff.ts';
import { ConflictPanel } from './conflict-panel.tsx';
import { CurrentIssueControl } from './current-issue-control.tsx';
import { deskFormModel } from './desk-forms.ts';
import { kindNames, statusNames, titleOf } from './desk-kind-text.ts';
import { deskKeys } from './desk-keys.ts';
import { isOnlineFirst, PromoteArticleForm } from './promote-article-form.tsx';
import { previewLinks, readerLinks } from './reader-links.ts';
import { referenceWidgets } from './reference-select.tsx';
import { runDeskAction, useDeskActions, useDeskChanged, useDeskItem, type DeskAction } from './use-desk.ts';

/** One item of the desk: its edit form, generated from its kind's schema, and what may be done with it. */
export function DeskItemScreen({ sld, kind, id }: { sld: string; kind: DeskKindName; id: number }) {
  const item = useDeskItem(sld, kind, id);
  if (item.isPending) return <Loading what={`the ${kindNames[kind].one}`} />;
  if (item.isError) return <LoadError error={item.error} onRetry={() => void item.refetch()} />;
  return <DeskItemEditor key={`${kind}:${id}`} sld={sld} item={item.data} />;
}

type Verb = Exclude<DeskAction['action'], 'save'>;
const doneMessages: Record<DeskAction['action'], string> = {
  save: 'Saved.',
  publish: 'Published: readers see it now.',
  unpublish: 'Taken back: readers no longer see it.',
  delete: 'Moved to the bin.',
  restore: 'Restored from the bin, unpublished.',
};

function DeskItemEditor({ sld, item }: { sld: string; item: DeskItem }) {
  const { kind } = item;
  const api = useAdminApi();
  const queryClient = useQueryClient();
  const notice = useNotice();
  const changed = useDeskChanged(sld);
  const actions = useDeskActions(sld, kind, item.id);
  /** The item as last saved: every action names its version. */
  const [saved, setSaved] = useState(item);
  const [data, setData] = useState<unknown>(item.data);
  const [problem, setProblem] = useState<ApiProblem | undefined>();
  const [conflict, setConflict] = useState<DeskItem | undefined>();
  const model = deskFormModel(kind);
  const names = kindNames[kind];
  const dirty = differences(data, saved.data).length > 0;
  const inBin = saved.deletedAt !== null;
  const busy = actions.isPending;

  const run = (step: DeskAction) => {
    setProblem(undefined);
    actions.mutate(step, {
      onSuccess: (result) => {
        setConflict(undefined);
        setSaved(result);
        if (step.action === 'save') setData(result.data);
        if (step.action === 'delete') {
          offerUndo(result);
          navigate(adminHref('desk', { sld, kind }));
        } else notice.show({ message: `${titleOf(result)}: ${doneMessages[step.action]}` });
      },
      onError: (error) => {
        const found = apiProblemOf(error);
        const current = found.kind === 'conflict' ? deskItemSchema.safeParse(found.data) : undefined;
        if (current?.success) setConflict(current.data);
        else setProblem(found);
      },
    });
  };

  /** The bin's Undo, offered after the editor has gone (the notice outlives the screen). */
  const offerUndo = (deleted: DeskItem) =>
    notice.show({
      message: `${titleOf(deleted)}: moved to the bin.`,
      action: {
        label: 'Undo',
        run: () =>
          void runDeskAction(api, sld, kind, deleted.id, { action: 'restore', version: deleted.version }).then(
            (restored) => {
              changed(restored);
              notice.show({ message: `${titleOf(restored)}: ${doneMessages.restore}` });
            },
            (error: unknown) => notice.show({ message: `Could not restore: ${apiProblemOf(error).message}`, tone: 'failed' }),
          ),
      },
    });

  const save = (event: FormEvent) => {
    event.preventDefault();
    run({ action: 'save', version: saved.version, data: data as Record<string, unknown> });
  };
  const act = (verb: Verb) => () => run({ action: verb, version: saved.version });
  const promoted = (result: DeskItem) => {
    setSaved(result);
    setData(result.data);
    notice.show({ message: `${titleOf(result)}: moved into the issue${result.status === 'published' ? '; readers see it in its table of contents now.' : '.'}` });
  };
  const links = readerLinks(sld, saved);
  const previews = previewLinks(sld, saved);

  return (
    <>
      <PageHeading title={`${titleOf(saved)} · ${names.one}`}>{titleOf(saved)}</PageHeading>
      <p className="item-facts">
        <span className={`status status-${inBin ? 'bin' : saved.status}`}>{inBin ? 'In the bin' : statusNames[saved.status]}</span> · {names.one} {saved.id} · version {saved.version} · saved{' '}
        <When value={saved.updatedAt} /> by {saved.updatedBy}
      </p>

      <div className="button-row item-actions-bar">
        {inBin ? (
          <button type="button" className="primary" onClick={act('restore')} disabled={busy}>
            Restore
          </button>
        ) : (
          <>
            {saved.status === 'published' ? (
              <button type="button" onClick={act('unpublish')} disabled={busy || dirty}>
                Take back
              </button>
            ) : (
              <button type="button" className="primary" onClick={act('publish')} disabled={busy || dirty}>
                Publish
              </button>
            )}
            <button type="button" className="danger" onClick={act('delete')} disabled={busy || dirty}>
              Delete
            </button>
          </>
        )}
        {saved.kind === 'issue' ? (
          <>
            <AdminLink href={adminHref('issueContents', { sld, id: saved.id })}>Table of contents</AdminLink>
            <CurrentIssueControl sld={sld} issue={saved} disabled={busy} />
          </>
        ) : null}
        {links.map(({ lang, name, href }) => (
          <a key={lang} href={href} target="_blank" rel="noopener">
            View on the site ({name})<span className="visually-hidden">, opens in a new tab</span>
          </a>
        ))}
        {previews.map(({ lang, name, href }) => (
          <a key={`preview-${lang}`} href={href} target="_blank" rel="noopener">
            Preview as saved ({name})<span className="visually-hidden">, opens in a new tab</span>
          </a>
        ))}
      </div>
      {dirty && !inBin ? <p className="hint">Save or discard your changes before publishing, taking back or deleting. A preview shows the item as last saved.</p> : null}
      {saved.kind === 'article' && !inBin && isOnlineFirst(saved) ? <PromoteArticleForm sld={sld} article={saved} disabled={busy || dirty} onPromoted={promoted} /> : null}

      {problem && problem.problems.length === 0 ? (
        <p className="form-problem" role="alert">
          {problem.message}
        </p>
      ) : null}
      {conflict ? (
        <ConflictPanel
          mine={data}
          theirs={conflict}
          onReload={() => {
            setSaved(conflict);
            setData(conflict.data);
            setConflict(undefined);
            queryClient.setQueryData(deskKeys.item(sld, kind, conflict.id), conflict);
          }}
          onKeepMine={() => {
            setSaved(conflict);
            setConflict(undefined);
          }}
        />
      ) : null}

      <form onSubmit={save} noValidate aria-label={`Edit the ${names.one}`}>
        <SchemaForm model={model} value={data} onChange={setData} problems={problem?.problems} idPrefix={`desk-${kind}`} widgets={referenceWidgets} disabled={inBin} />
        {inBin ? null : (
          <div className="button-row form-actions">
            <button type="submit" className="primary" disabled={busy || !dirty}>
              {busy ? 'Working…' : 'Save'}
            </button>
            <button type="button" onClick={() => setData(saved.data)} disabled={busy || !dirty}>
              Discard changes
            </button>
          </div>
        )}
      </form>
    </>
  );
}
