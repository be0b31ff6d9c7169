import type { DeskListQuery } from '../../../schemas/desk/desk-api.ts';
import type { DeskKindName } from '../../../schemas/desk/desk-kinds.ts';

/** Query keys of the content desk (TanStack Query key factories): a site's, a kind's, its lists, one item, an issue's contents. */
export const deskKeys = {
  all: ['admin', 'desk'] as const,
  site: (sld: string) => [...deskKeys.all, sld] as const,
  kind: (sld: string, kind: DeskKindName) => [...deskKeys.site(sld), kind] as const,
  lists: (sld: string, kind: DeskKindName) => [...deskKeys.kind(sld, kind), 'list'] as const,
  list: (sld: string, kind: DeskKindName, query: DeskListQuery) => [...deskKeys.lists(sld, kind), query] as const,
  item: (sld: string, kind: DeskKindName, id: number) => [...deskKeys.kind(sld, kind), 'item', id] as const,
  /** Issues' tables of contents: every one of a site, and one issue's. */
  allContents: (sld: string) => [...deskKeys.kind(sld, 'issue'), 'contents'] as const,
  contents: (sld: string, issueId: number) => [...deskKeys.allContents(sld), issueId] as const,
};
