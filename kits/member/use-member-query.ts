import { useQuery } from '@tanstack/react-query';
import { usePage } from '../../runtime/context/page-context.ts';
import { callMember, memberQueryKey, type MemberEndpoint, type MemberInput } from './member-call.ts';

/**
 * A read of the signed-in member's data, in the browser only (the server renders the loading state: the session is
 * the reader's). Not retried: a refusal is shown at once, and a 401 starts the session-expiry flow.
 */
export function useMemberQuery<Name extends MemberEndpoint>(name: Name, input: MemberInput<Name>, options: { enabled?: boolean } = {}) {
  const { api, userName } = usePage();
  return useQuery({
    queryKey: memberQueryKey(name, input),
    queryFn: ({ signal }) => callMember(api, name, input, { signal }),
    enabled: Boolean(userName) && (options.enabled ?? true),
    retry: false,
    staleTime: 0,
  });
}
