import type { DeskItemOf } from '../../../schemas/desk/desk-kinds.ts';
import { apiProblemOf } from '../../kits/api/api-problem.ts';
import { useNotice } from '../../kits/ui/notices.tsx';
import { titleOf } from './desk-kind-text.ts';
import { useDeskItem } from './use-desk.ts';
import { useSetCurrentIssue } from './use-issue-desk.ts';

type Issue = DeskItemOf<'issue'>;

/**
 * Whether the issue is its journal's current one (what readers' home pages, "current issue" links, feed and alerts
 * show), and the button that makes it so — or, on the current issue, that gives the choice back to the newest issue.
 */
export function CurrentIssueControl({ sld, issue, disabled = false }: { sld: string; issue: Issue; disabled?: boolean }) {
  const journalId = Number(issue.data.publicationId);
  const journal = useDeskItem(sld, 'journal', journalId);
  const setCurrent = useSetCurrentIssue(sld, journalId);
  const notice = useNotice();
  const owner = journal.data;
  if (owner?.kind !== 'journal' || issue.deletedAt !== null) return null;
  const isCurrent = owner.data.currentIssueId === issue.id;
  const seen = issue.status === 'published' && owner.status === 'published';

  const choose = (issueId: number | null) =>
    setCurrent.mutate(issueId, {
      onSuccess: () =>
        notice.show({
          message:
            issueId === null
              ? `${titleOf(owner)}: readers see its newest issue as the current one now.`
              : `${titleOf(issue)} is the current issue of ${titleOf(owner)}${seen ? ': readers see it now.' : '; readers see it once it and its journal are published.'}`,
        }),
      onError: (error) => notice.show({ message: `Could not change the current issue: ${apiProblemOf(error).message}`, tone: 'failed' }),
    });

  return isCurrent ? (
    <>
      <span className="status status-published">Current issue</span>
      <button type="button" onClick={() => choose(null)} disabled={disabled || setCurrent.isPending}>
        Follow the newest issue instead
      </button>
    </>
  ) : (
    <button type="button" onClick={() => choose(issue.id)} disabled={disabled || setCurrent.isPending}>
      Make current issue
    </button>
  );
}
