/** Query keys of the owners' site management (TanStack Query key factories). */
export const siteAdminKeys = {
  all: ['admin', 'site-admin'] as const,
  archived: () => [...siteAdminKeys.all, 'archived'] as const,
};
