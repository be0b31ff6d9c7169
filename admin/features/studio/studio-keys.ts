import type { StudioPartName } from '../../../schemas/admin/studio-api.ts';

/** Either end of a comparison: a version's number, or the draft. */
export type DiffEnd = number | 'draft';

/** Query keys of the site studio (TanStack Query key factories): a site's parts, one part, its history and diffs. */
export const studioKeys = {
  all: ['admin', 'studio'] as const,
  site: (sld: string) => [...studioKeys.all, sld] as const,
  parts: (sld: string) => [...studioKeys.site(sld), 'parts'] as const,
  part: (sld: string, part: StudioPartName) => [...studioKeys.site(sld), 'part', part] as const,
  history: (sld: string, part: StudioPartName) => [...studioKeys.part(sld, part), 'history'] as const,
  version: (sld: string, part: StudioPartName, version: number) => [...studioKeys.part(sld, part), 'version', version] as const,
  diff: (sld: string, part: StudioPartName, from: DiffEnd, to: DiffEnd) => [...studioKeys.part(sld, part), 'diff', from, to] as const,
};
