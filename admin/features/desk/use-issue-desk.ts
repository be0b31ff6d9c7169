import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { deskIssueEndpoints } from '../../../schemas/api/desk-issue-endpoints.ts';
import type { z } from 'zod';
import type { IssueContents, promoteArticleBody } from '../../../schemas/desk/issue-desk-api.ts';
import { useAdminApi } from '../../kits/api/admin-api-context.tsx';
import { deskKeys } from './desk-keys.ts';
import { useDeskChanged } from './use-desk.ts';

/** An issue's articles in their table-of-contents order (the server's). */
export function useIssueContents(sld: string, issueId: number) {
  const api = useAdminApi();
  return useQuery({
    queryKey: deskKeys.contents(sld, issueId),
    queryFn: ({ signal }) => api.call(deskIssueEndpoints.deskIssueContents, { params: { sld, id: issueId }, signal }),
  });
}

/** Saves an issue's order; its contents as saved replace those cached. */
export function useIssueReorder(sld: string, issueId: number) {
  const api = useAdminApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (articleIds: number[]) => api.call(deskIssueEndpoints.deskIssueReorder, { params: { sld, id: issueId }, body: { articleIds } }),
    onSuccess: (contents: IssueContents) => queryClient.setQueryData(deskKeys.contents(sld, issueId), contents),
  });
}

/** Names a journal's current issue (null: the newest); the journal as it is now goes to the cache. */
export function useSetCurrentIssue(sld: string, journalId: number) {
  const api = useAdminApi();
  const changed = useDeskChanged(sld);
  return useMutation({
    mutationFn: (issueId: number | null) => api.call(deskIssueEndpoints.deskCurrentIssue, { params: { sld, id: journalId }, body: { issueId } }),
    onSuccess: changed,
  });
}

/** Moves an Online First article into an issue and column (the lists and issues' contents are read again). */
export function usePromoteArticle(sld: string, articleId: number) {
  const api = useAdminApi();
  const changed = useDeskChanged(sld);
  return useMutation({
    mutationFn: (body: z.input<typeof promoteArticleBody>) => api.call(deskIssueEndpoints.deskPromoteArticle, { params: { sld, id: articleId }, body }),
    onSuccess: changed,
  });
}
