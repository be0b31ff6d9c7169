import { useMutation } from '@tanstack/react-query';
import type { FormEvent } from 'react';
import type { DeskListQuery } from '../../../schemas/desk/desk-api.ts';
import { deskStatus, type DeskItem, type DeskKindName } from '../../../schemas/desk/desk-kinds.ts';
import { useAdminApi } from '../../kits/api/admin-api-context.tsx';
import { apiProblemOf } from '../../kits/api/api-problem.ts';
import { AdminLink } from '../../kits/navigation/admin-link.tsx';
import { adminHref } from '../../kits/navigation/admin-routes.ts';
import { navigate } from '../../kits/navigation/navigation.ts';
import { Empty, LoadError, Loading } from '../../kits/ui/load-states.tsx';
import { useNotice } from '../../kits/ui/notices.tsx';
import { Pager } from '../../kits/ui/pager.tsx';
import { When } from '../../kits/ui/when.tsx';
import { PageHeading } from '../../kits/ui/page-heading.tsx';
import { kindFilters, kindNames, statusNames, titleOf } from './desk-kind-text.ts';
import { runDeskAction, useDeskChanged, useDeskList, useDeskOptions } from './use-desk.ts';

type ListProps = { sld: string; kind: DeskKindName; query: DeskListQuery };

/** A kind's items on the desk: search, filters (status, journal, issue), the bin, paging; the address holds them all. */
export function DeskListScreen({ sld, kind, query }: ListProps) {
  const list = useDeskList(sld, kind, query);
  const names = kindNames[kind];
  const inBin = query.bin === 'true';
  /** The list's address with some of its query changed (a new filter starts at page 1). */
  const hrefWith = (change: Partial<DeskListQuery>) => adminHref('desk', { sld, kind }, { ...query, page: 1, ...change });

  return (
    <>
      <PageHeading title={`${names.many}${inBin ? ' (bin)' : ''} · ${sld}`}>
        {names.many}
        {inBin ? ' in the bin' : ''}
      </PageHeading>
      <div className="list-tools">
        <SearchBox key={query.q} kind={kind} q={query.q} onSearch={(q) => navigate(hrefWith({ q }))} />
        <ListFilters sld={sld} kind={kind} query={query} hrefWith={hrefWith} />
        <AdminLink className="button primary" href={adminHref('deskNew', { sld, kind })}>
          New {names.one}
        </AdminLink>
        {kind === 'article' ? (
          <AdminLink className="button" href={adminHref('deskUpload', { sld }, { journalId: query.journalId, issueId: query.issueId })}>
            Upload articles
          </AdminLink>
        ) : null}
      </div>

      {list.isPending ? (
        <Loading what={names.many.toLowerCase()} />
      ) : list.isError ? (
        <LoadError error={list.error} onRetry={() => void list.refetch()} />
      ) : list.data.items.length === 0 ? (
        <Empty>{inBin ? 'The bin is empty.' : query.q || query.status || query.journalId || query.issueId ? `No ${names.many.toLowerCase()} match.` : `No ${names.many.toLowerCase()} yet.`}</Empty>
      ) : (
        <>
          <p className="list-count" role="status">
            {list.data.total} {list.data.total === 1 ? names.one : names.many.toLowerCase()}
            {list.isPlaceholderData ? ' (updating…)' : ''}
          </p>
          <ItemTable sld={sld} items={list.data.items} inBin={inBin} caption={`${names.many}${inBin ? ' in the bin' : ''}`} />
          <Pager page={list.data.page} size={list.data.size} total={list.data.total} hrefOf={(page) => adminHref('desk', { sld, kind }, { ...query, page })} label={`Pages of ${names.many.toLowerCase()}`} />
        </>
      )}
    </>
  );
}

function SearchBox({ kind, q, onSearch }: { kind: DeskKindName; q: string; onSearch: (q: string) => void }) {
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onSearch(String(new FormData(event.currentTarget).get('q') ?? '').trim());
  };
  return (
    <form role="search" className="search-box" onSubmit={submit}>
      <label htmlFor="desk-search">Search {kindNames[kind].many.toLowerCase()}</label>
      <input id="desk-search" name="q" type="search" defaultValue={q} maxLength={200} />
      <button type="submit">Search</button>
    </form>
  );
}

function ListFilters({ sld, kind, query, hrefWith }: ListProps & { hrefWith: (change: Partial<DeskListQuery>) => string }) {
  const filters = kindFilters[kind];
  const journals = useDeskOptions(sld, 'journal');
  const issues = useDeskOptions(sld, 'issue', query.journalId);
  const numberOf = (text: string) => (text === '' ? undefined : Number(text));
  return (
    <div className="filters">
      <div className="field">
        <label htmlFor="desk-status">Status</label>
        <select id="desk-status" value={query.status ?? ''} onChange={(event) => navigate(hrefWith({ status: event.target.value === '' ? undefined : deskStatus.parse(event.target.value) }))}>
          <option value="">All</option>
          {deskStatus.options.map((status) => (
            <option key={status} value={status}>
              {statusNames[status]}
            </option>
          ))}
        </select>
      </div>
      {filters.journal ? (
        <div className="field">
          <label htmlFor="desk-journal">Journal</label>
          <select id="desk-journal" value={query.journalId ?? ''} onChange={(event) => navigate(hrefWith({ journalId: numberOf(event.target.value), issueId: undefined }))}>
            <option value="">All journals</option>
            {journals.data?.items.map((journal) => (
              <option key={journal.id} value={journal.id}>
                {titleOf(journal)}
              </option>
            ))}
          </select>
        </div>
      ) : null}
      {filters.issue ? (
        <div className="field">
          <label htmlFor="desk-issue">Issue</label>
          <select id="desk-issue" value={query.issueId ?? ''} onChange={(event) => navigate(hrefWith({ issueId: numberOf(event.target.value) }))}>
            <option value="">All issues</option>
            {issues.data?.items.map((issue) => (
              <option key={issue.id} value={issue.id}>
                {titleOf(issue)}
              </option>
            ))}
          </select>
        </div>
      ) : null}
      <div className="field field-boolean">
        <input id="desk-bin" type="checkbox" checked={query.bin === 'true'} onChange={(event) => navigate(hrefWith({ bin: event.target.checked ? 'true' : 'false' }))} />
        <label htmlFor="desk-bin">Show the bin</label>
      </div>
    </div>
  );
}

function ItemTable({ sld, items, inBin, caption }: { sld: string; items: DeskItem[]; inBin: boolean; caption: string }) {
  return (
    <div className="table-scroll" tabIndex={0} role="region" aria-label={caption}>
      <table>
        <caption className="visually-hidden">{caption}</caption>
        <thead>
          <tr>
            <th scope="col">Title</th>
            <th scope="col">Status</th>
            <th scope="col">{inBin ? 'Deleted' : 'Saved'}</th>
            {inBin ? <th scope="col">Action</th> : null}
          </tr>
        </thead>
        <tbody>
          {items.map((item) => (
            <tr key={item.id}>
              <th scope="row">
                <AdminLink href={adminHref('deskItem', { sld, kind: item.kind, id: item.id })}>{titleOf(item)}</AdminLink>
              </th>
              <td>
                <span className={`status status-${item.status}`}>{statusNames[item.status]}</span>
              </td>
              <td>
                <When value={inBin ? item.deletedAt : item.updatedAt} /> · {item.updatedBy}
              </td>
              {inBin ? (
                <td>
                  <RestoreButton sld={sld} item={item} />
                </td>
              ) : null}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function RestoreButton({ sld, item }: { sld: string; item: DeskItem }) {
  const api = useAdminApi();
  const changed = useDeskChanged(sld);
  const notice = useNotice();
  const restore = useMutation({
    mutationFn: () => runDeskAction(api, sld, item.kind, item.id, { action: 'restore', version: item.version }),
    onSuccess: (restored) => {
      changed(restored);
      notice.show({ message: `${titleOf(restored)}: restored from the bin, unpublished.` });
    },
    onError: (error) => notice.show({ message: `Could not restore ${titleOf(item)}: ${apiProblemOf(error).message}`, tone: 'failed' }),
  });
  return (
    <button type="button" onClick={() => restore.mutate()} disabled={restore.isPending}>
      Restore<span className="visually-hidden"> {titleOf(item)}</span>
    </button>
  );
}
