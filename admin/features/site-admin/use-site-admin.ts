import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { studioNewSiteBody } from '../../../schemas/admin/studio-api.ts';
import { studioEndpoints } from '../../../schemas/api/studio-endpoints.ts';
import { useAdminApi } from '../../kits/api/admin-api-context.tsx';
import { sessionKeys } from '../../kits/session/session-keys.ts';
import { siteAdminKeys } from './site-admin-keys.ts';

export type NewSite = z.input<typeof studioNewSiteBody>;

/** Sites taken off the deployment, their parts kept (owners). */
export function useArchivedSites() {
  const api = useAdminApi();
  return useQuery({ queryKey: siteAdminKeys.archived(), queryFn: ({ signal }) => api.call(studioEndpoints.studioArchivedSites, { signal }) });
}

/** After a site is made, archived or restored: the account's sites and the archived list read again. */
function useSitesChanged() {
  const queryClient = useQueryClient();
  return () => {
    void queryClient.invalidateQueries({ queryKey: sessionKeys.sites() });
    void queryClient.invalidateQueries({ queryKey: siteAdminKeys.archived() });
  };
}

export function useCreateSite() {
  const api = useAdminApi();
  const changed = useSitesChanged();
  return useMutation({ mutationFn: (body: NewSite) => api.call(studioEndpoints.studioCreateSite, { body }), onSuccess: changed });
}

export function useArchiveSite() {
  const api = useAdminApi();
  const changed = useSitesChanged();
  return useMutation({ mutationFn: (sld: string) => api.call(studioEndpoints.studioArchiveSite, { params: { sld } }), onSuccess: changed });
}

export function useRestoreSite() {
  const api = useAdminApi();
  const changed = useSitesChanged();
  return useMutation({ mutationFn: (name: string) => api.call(studioEndpoints.studioRestoreSite, { params: { name } }), onSuccess: changed });
}
