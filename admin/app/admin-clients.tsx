import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { ApiStatusError } from '../../runtime/api/api-errors.ts';
import { createAdminApi, type AdminApi } from '../kits/api/admin-api.ts';
import { AdminApiProvider } from '../kits/api/admin-api-context.tsx';
import { sessionKeys } from '../kits/session/session-keys.ts';
import { NoticeProvider } from '../kits/ui/notices.tsx';

export type AdminClients = { queryClient: QueryClient; api: AdminApi };

/** The app's query cache and API, wired so that a reply saying the session ended shows the sign-in. */
export function createAdminClients(): AdminClients {
  const queryClient = new QueryClient({
    defaultOptions: {
      // A refusal or a conflict is an answer, not a failure to retry; a lost connection is tried once more.
      queries: { retry: (failures, error) => !(error instanceof ApiStatusError) && failures < 1, staleTime: 30_000, refetchOnWindowFocus: false },
      mutations: { retry: false },
    },
  });
  const api = createAdminApi({ onUnauthorized: () => queryClient.setQueryData(sessionKeys.current(), null) });
  return { queryClient, api };
}

/** What every screen reads from above it: the query cache, the API and the notices. */
export function AdminProviders({ clients, children }: { clients: AdminClients; children: ReactNode }) {
  return (
    <QueryClientProvider client={clients.queryClient}>
      <AdminApiProvider api={clients.api}>
        <NoticeProvider>{children}</NoticeProvider>
      </AdminApiProvider>
    </QueryClientProvider>
  );
}
