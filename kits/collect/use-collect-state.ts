import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from '../../runtime/i18n/use-translation.ts';
import { usePage } from '../../runtime/context/page-context.ts';
import { showToast } from '../../runtime/ui/show-toast.ts';
import { failureText } from '../member/failure-text.ts';
import { callMember, memberQueryKey } from '../member/member-call.ts';
import { useMemberQuery } from '../member/use-member-query.ts';

/**
 * Whether the signed-in reader has the article among their favourites (GET isCollect, in the browser, once `enabled`),
 * and the calls that change it with their toasts (spec §8 'collection successful', 'cancellation successful').
 */
export function useCollectState(articleId: number, { enabled = true }: { enabled?: boolean } = {}) {
  const { t } = useTranslation();
  const { api, lang } = usePage();
  const queryClient = useQueryClient();
  const ref = { id: articleId, type: 'article' } as const;
  const state = useMemberQuery('isCollect', ref, { enabled });
  const [busy, setBusy] = useState(false);

  const change = async (collect: boolean) => {
    setBusy(true);
    try {
      await (collect ? callMember(api, 'collect', ref) : callMember(api, 'unCollectByIdAndType', ref));
      queryClient.setQueryData(memberQueryKey('isCollect', ref), collect);
      // The catalogue loads with the first change, not with every article page.
      const { memberMessage } = await import('../../schemas/account/member-messages.ts');
      showToast(memberMessage(collect ? 'collectionSuccessful' : 'cancellationSuccessful', lang));
      void queryClient.invalidateQueries({ queryKey: memberQueryKey('collects') });
    } catch (error) {
      const text = failureText(error, t);
      if (text) showToast(text);
    } finally {
      setBusy(false);
    }
  };

  return { collected: state.data === true, known: state.isSuccess, busy, change };
}
