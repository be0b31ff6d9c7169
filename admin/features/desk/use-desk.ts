import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { deskEndpoints } from '../../../schemas/api/desk-endpoints.ts';
import { deskListQuery, type DeskListQuery } from '../../../schemas/desk/desk-api.ts';
import type { DeskItem, DeskKindName } from '../../../schemas/desk/desk-kinds.ts';
import { useAdminApi } from '../../kits/api/admin-api-context.tsx';
import type { AdminApi } from '../../kits/api/admin-api.ts';
import { deskKeys } from './desk-keys.ts';

/** A page of a kind's items, as the list's address asks (the previous page stays shown while the next loads). */
export function useDeskList(sld: string, kind: DeskKindName, query: DeskListQuery) {
  const api = useAdminApi();
  return useQuery({
    queryKey: deskKeys.list(sld, kind, query),
    queryFn: ({ signal }) => api.call(deskEndpoints.deskList, { params: { sld, kind }, query, signal }),
    placeholderData: keepPreviousData,
  });
}

/** The most a choice of journal, issue or column offers; a site with more is searched in the lists. */
export const optionsLimit = 200;

/** Every journal, issue or column of the site (of one journal, when given), for the selects that choose one. */
export function useDeskOptions(sld: string, kind: 'journal' | 'issue' | 'column', journalId?: number) {
  return useDeskList(sld, kind, deskListQuery.parse({ journalId, size: optionsLimit }));
}

export function useDeskItem(sld: string, kind: DeskKindName, id: number) {
  const api = useAdminApi();
  return useQuery({ queryKey: deskKeys.item(sld, kind, id), queryFn: ({ signal }) => api.call(deskEndpoints.deskGet, { params: { sld, kind, id }, signal }) });
}

export type DeskAction = { action: 'save'; version: number; data: Record<string, unknown> } | { action: 'publish' | 'unpublish' | 'delete' | 'restore'; version: number };

/** One action on an item of the desk, naming the version it acts on (the server answers 409 if it is not the latest). */
export function runDeskAction(api: AdminApi, sld: string, kind: DeskKindName, id: number, step: DeskAction): Promise<DeskItem> {
  const params = { sld, kind, id };
  switch (step.action) {
    case 'save':
      return api.call(deskEndpoints.deskSave, { params, body: { version: step.version, data: step.data } });
    case 'publish':
      return api.call(deskEndpoints.deskPublish, { params, body: { version: step.version } });
    case 'unpublish':
      return api.call(deskEndpoints.deskUnpublish, { params, body: { version: step.version } });
    case 'restore':
      return api.call(deskEndpoints.deskRestore, { params, body: { version: step.version } });
    case 'delete':
      return api.call(deskEndpoints.deskDelete, { params, query: { version: step.version } });
  }
}

/** After a change: the item as the server answered it, and every list and issue's contents of the site read again. */
export function useDeskChanged(sld: string) {
  const queryClient = useQueryClient();
  return (item: DeskItem) => {
    queryClient.setQueryData(deskKeys.item(sld, item.kind, item.id), item);
    void queryClient.invalidateQueries({ queryKey: deskKeys.site(sld), predicate: (query) => query.queryKey.includes('list') || query.queryKey.includes('contents') });
  };
}

/** Runs desk actions on one item, telling the cache of each result. */
export function useDeskActions(sld: string, kind: DeskKindName, id: number) {
  const api = useAdminApi();
  const changed = useDeskChanged(sld);
  return useMutation({ mutationFn: (step: DeskAction) => runDeskAction(api, sld, kind, id, step), onSuccess: changed });
}

export function useDeskCreate(sld: string, kind: DeskKindName) {
  const api = useAdminApi();
  const changed = useDeskChanged(sld);
  return useMutation({ mutationFn: (data: Record<string, unknown>) => api.call(deskEndpoints.deskCreate, { params: { sld, kind }, body: { data } }), onSuccess: changed });
}
