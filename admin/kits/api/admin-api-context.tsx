import { createContext, useContext, type ReactNode } from 'react';
import type { AdminApi } from './admin-api.ts';

const AdminApiContext = createContext<AdminApi | undefined>(undefined);

export function AdminApiProvider({ api, children }: { api: AdminApi; children: ReactNode }) {
  return <AdminApiContext.Provider value={api}>{children}</AdminApiContext.Provider>;
}

/** The app's API (admin/main.tsx makes it; a test gives its own). */
export function useAdminApi(): AdminApi {
  const api = useContext(AdminApiContext);
  if (!api) throw new Error('useAdminApi needs an AdminApiProvider above it');
  return api;
}
