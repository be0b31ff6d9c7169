import { useState, type FormEvent } from 'react';
import type { DeskItem, DeskItemOf } from '../../../schemas/desk/desk-kinds.ts';
import { apiProblemOf } from '../../kits/api/api-problem.ts';
import { titleOf } from './desk-kind-text.ts';
import { useDeskOptions } from './use-desk.ts';
import { usePromoteArticle } from './use-issue-desk.ts';

type Article = DeskItemOf<'article'>;

/** Whether the article is Online First (stage 1 to 10): what may be moved into an issue. */
export const isOnlineFirst = (article: Article) => article.data.firstStatus >= 1 && article.data.firstStatus <= 10;

/**
 * Moves an Online First article into an issue and column of its journal as one action: it leaves Online First and
 * keeps its id and DOI; published, it is in the issue's table of contents at once.
 */
export function PromoteArticleForm({ sld, article, disabled, onPromoted }: { sld: string; article: Article; disabled: boolean; onPromoted: (item: DeskItem) => void }) {
  const journalId = Number(article.data.publicationId);
  const issues = useDeskOptions(sld, 'issue', journalId);
  const columns = useDeskOptions(sld, 'column', journalId);
  const promote = usePromoteArticle(sld, article.id);
  const [issueId, setIssueId] = useState('');
  const [columnId, setColumnId] = useState(article.data.columnId === null ? '' : String(article.data.columnId));
  const [problem, setProblem] = useState<string | undefined>();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (issueId === '') {
      setProblem('Choose the issue to move it into.');
      return;
    }
    setProblem(undefined);
    promote.mutate(
      { version: article.version, issueId: Number(issueId), columnId: columnId === '' ? null : Number(columnId) },
      { onSuccess: onPromoted, onError: (error) => setProblem(apiProblemOf(error).message) },
    );
  };

  return (
    <form className="promote" onSubmit={submit} noValidate aria-labelledby="promote-heading">
      <h2 id="promote-heading">Move into an issue</h2>
      <p className="hint">It leaves Online First and keeps its ID and DOI{article.status === 'published' ? '; readers find it in the issue at once' : ''}.</p>
      <div className="field">
        <label htmlFor="promote-issue">Issue</label>
        <select id="promote-issue" value={issueId} onChange={(event) => setIssueId(event.target.value)} aria-describedby={problem ? 'promote-problem' : undefined} aria-busy={issues.isFetching || undefined}>
          <option value="">Choose…</option>
          {(issues.data?.items ?? []).map((item) => (
            <option key={item.id} value={String(item.id)}>
              {titleOf(item)}
              {item.status === 'published' ? '' : ` (${item.status})`}
            </option>
          ))}
        </select>
      </div>
      <div className="field">
        <label htmlFor="promote-column">Column</label>
        <select id="promote-column" value={columnId} onChange={(event) => setColumnId(event.target.value)} aria-busy={columns.isFetching || undefined}>
          <option value="">— none —</option>
          {(columns.data?.items ?? []).map((item) => (
            <option key={item.id} value={String(item.id)}>
              {titleOf(item)}
            </option>
          ))}
        </select>
      </div>
      {problem ? (
        <p id="promote-problem" className="form-problem" role="alert">
          {problem}
        </p>
      ) : null}
      <div className="button-row">
        <button type="submit" className="primary" disabled={disabled || promote.isPending}>
          {promote.isPending ? 'Moving…' : 'Move into the issue'}
        </button>
      </div>
    </form>
  );
}
