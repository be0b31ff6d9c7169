import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from '../../runtime/i18n/use-translation.ts';
import { usePage } from '../../runtime/context/page-context.ts';
import { showToast } from '../../runtime/ui/show-toast.ts';
import { failureText } from './failure-text.ts';
import { callMember, memberQueryKey, type MemberEndpoint, type MemberInput, type MemberReply } from './member-call.ts';

export type MemberActionOptions = {
  /** The success message (spec §8), shown as a toast. */
  success?: string;
  /** Reads to fetch again afterwards. */
  refresh?: MemberEndpoint[];
};

/**
 * A change to the member's data: the call, then its success toast and the reads to fetch again; a failure's text
 * goes to `failure` for the panel's live region, and the call resolves to null. `busy` while a call is on its way.
 */
export function useMemberAction() {
  const { t } = useTranslation();
  const { api } = usePage();
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState('');

  async function run<Name extends MemberEndpoint>(name: Name, input: MemberInput<Name> | FormData, options: MemberActionOptions = {}): Promise<{ reply: MemberReply<Name> } | null> {
    setBusy(true);
    setFailure('');
    try {
      const reply = await callMember(api, name, input);
      if (options.success) showToast(options.success);
      await Promise.all((options.refresh ?? []).map((read) => queryClient.invalidateQueries({ queryKey: memberQueryKey(read) })));
      return { reply };
    } catch (error) {
      setFailure(failureText(error, t));
      return null;
    } finally {
      setBusy(false);
    }
  }

  return { run, busy, failure, setFailure };
}
