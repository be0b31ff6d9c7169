import { useQuery, useQueryClient } from '@tanstack/react-query';
import { adminEndpoints } from '../../../schemas/api/admin-endpoints.ts';
import type { AdminSession } from '../../../schemas/admin/admin-account.ts';
import { ApiStatusError } from '../../../runtime/api/api-errors.ts';
import { statusCodes } from '../../../schemas/status-codes.ts';
import { useAdminApi } from '../api/admin-api-context.tsx';
import { sessionKeys } from './session-keys.ts';

/**
 * The signed-in account and its CSRF token, or null when no one is signed in (the session cookie is HttpOnly: only
 * the server can say). Whoever holds a session hands its token to the API for the writes.
 */
export function useAdminSession() {
  const api = useAdminApi();
  return useQuery({
    queryKey: sessionKeys.current(),
    queryFn: async (): Promise<AdminSession | null> => {
      try {
        const session = await api.call(adminEndpoints.adminWhoAmI);
        api.setCsrfToken(session.csrfToken);
        return session;
      } catch (error) {
        if (error instanceof ApiStatusError && error.status === statusCodes.unauthorized) return null;
        throw error;
      }
    },
    staleTime: Infinity,
  });
}

/** Records a session the app now holds (signed in) or no longer holds (signed out, or the server said so). */
export function useSessionChange() {
  const api = useAdminApi();
  const queryClient = useQueryClient();
  return (session: AdminSession | null) => {
    api.setCsrfToken(session?.csrfToken);
    queryClient.setQueryData(sessionKeys.current(), session);
    // Nothing one account read is shown to the next.
    const current = queryClient.getQueryCache().find({ queryKey: sessionKeys.current(), exact: true });
    queryClient.removeQueries({ predicate: (query) => query !== current });
  };
}

/** The sites the signed-in account works on (an owner: every site). */
export function useAdminSites() {
  const api = useAdminApi();
  return useQuery({ queryKey: sessionKeys.sites(), queryFn: () => api.call(adminEndpoints.adminSites), staleTime: 5 * 60_000 });
}
