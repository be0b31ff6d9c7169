import { useMutation } from '@tanstack/react-query';
import { adminEndpoints } from '../../../schemas/api/admin-endpoints.ts';
import { useAdminApi } from '../../kits/api/admin-api-context.tsx';
import { apiProblemOf } from '../../kits/api/api-problem.ts';
import { useSessionChange } from '../../kits/session/use-session.ts';
import { useNotice } from '../../kits/ui/notices.tsx';

/** Ends the session on the server (the cookie goes with it), then forgets everything the account read. */
export function SignOutButton() {
  const api = useAdminApi();
  const sessionChanged = useSessionChange();
  const notice = useNotice();
  const signOut = useMutation({
    mutationFn: () => api.call(adminEndpoints.adminSignOut),
    onSuccess: () => {
      sessionChanged(null);
      notice.show({ message: 'You are signed out.' });
    },
    onError: (error) => {
      const problem = apiProblemOf(error);
      // A session the server no longer knows is as good as ended.
      if (problem.kind === 'signedOut') sessionChanged(null);
      else notice.show({ message: `Could not sign out: ${problem.message}`, tone: 'failed' });
    },
  });
  return (
    <button type="button" onClick={() => signOut.mutate()} disabled={signOut.isPending}>
      Sign out
    </button>
  );
}
