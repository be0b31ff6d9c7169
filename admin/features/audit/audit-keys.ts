/** Query keys of the audit log (TanStack Query key factories). */
export const auditKeys = {
  all: ['admin', 'audit'] as const,
  site: (sld: string) => [...auditKeys.all, sld] as const,
};
