import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { StudioPart, StudioPartName } from '../../../schemas/admin/studio-api.ts';
import { studioEndpoints } from '../../../schemas/api/studio-endpoints.ts';
import { useAdminApi } from '../../kits/api/admin-api-context.tsx';
import { studioKeys, type DiffEnd } from './studio-keys.ts';

/** The site's parts: version, author, draft, problem count. */
export function useStudioParts(sld: string) {
  const api = useAdminApi();
  return useQuery({ queryKey: studioKeys.parts(sld), queryFn: ({ signal }) => api.call(studioEndpoints.studioParts, { params: { sld }, signal }) });
}

/**
 * One part: published, draft and problems. Read anew whenever it is opened (another admin may have saved since): the
 * editor starts from what this answers, so no answer outlives the screen.
 */
export function useStudioPart(sld: string, part: StudioPartName) {
  const api = useAdminApi();
  return useQuery({ queryKey: studioKeys.part(sld, part), queryFn: ({ signal }) => api.call(studioEndpoints.studioPart, { params: { sld, part }, signal }), staleTime: 0, gcTime: 0 });
}

export function useStudioHistory(sld: string, part: StudioPartName) {
  const api = useAdminApi();
  return useQuery({ queryKey: studioKeys.history(sld, part), queryFn: ({ signal }) => api.call(studioEndpoints.studioHistory, { params: { sld, part }, signal }) });
}

/** One published version with its value; only when asked (`enabled`). */
export function useStudioVersion(sld: string, part: StudioPartName, version: number, enabled: boolean) {
  const api = useAdminApi();
  return useQuery({
    queryKey: studioKeys.version(sld, part, version),
    queryFn: ({ signal }) => api.call(studioEndpoints.studioVersion, { params: { sld, part, version }, signal }),
    enabled,
    staleTime: Infinity,
  });
}

/** What differs between two versions (or a version and the draft), field by field; only once both ends are chosen. */
export function useStudioDiff(sld: string, part: StudioPartName, ends: { from: DiffEnd; to: DiffEnd } | undefined) {
  const api = useAdminApi();
  return useQuery({
    queryKey: studioKeys.diff(sld, part, ends?.from ?? 0, ends?.to ?? 0),
    queryFn: ({ signal }) => api.call(studioEndpoints.studioDiff, { params: { sld, part }, query: ends!, signal }),
    enabled: ends !== undefined,
    staleTime: 0,
  });
}

/** After a change of a part: the part as the server answered it, and the site's list, history and diffs read again. */
export function useStudioChanged(sld: string) {
  const queryClient = useQueryClient();
  return (changed: StudioPart) => {
    queryClient.setQueryData(studioKeys.part(sld, changed.part), changed);
    void queryClient.invalidateQueries({ queryKey: studioKeys.parts(sld) });
    void queryClient.invalidateQueries({ queryKey: studioKeys.part(sld, changed.part), predicate: (query) => query.queryKey.length > studioKeys.part(sld, changed.part).length });
  };
}
