/** Query keys of the signed-in account and what it works on (TanStack Query key factories). */
export const sessionKeys = {
  all: ['admin', 'session'] as const,
  current: () => [...sessionKeys.all, 'current'] as const,
  sites: () => [...sessionKeys.all, 'sites'] as const,
};
