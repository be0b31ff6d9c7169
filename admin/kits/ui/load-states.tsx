import type { ReactNode } from 'react';
import { apiProblemOf } from '../api/api-problem.ts';

/** A region still loading, announced politely. */
export function Loading({ what }: { what: string }) {
  return (
    <p className="state state-loading" role="status">
      Loading {what}…
    </p>
  );
}

/** Nothing to show, and what to do about it. */
export function Empty({ children }: { children: ReactNode }) {
  return <p className="state state-empty">{children}</p>;
}

/** A call that failed, said in words (a refusal's own message: "Your account does not work on this site"), with a retry where one may help. */
export function LoadError({ error, onRetry }: { error: unknown; onRetry?: () => void }) {
  const problem = apiProblemOf(error);
  const retryable = problem.kind === 'unreachable' || problem.kind === 'failed';
  return (
    <div className="state state-error" role="alert">
      <p>
        {problem.kind === 'forbidden' ? 'Not allowed: ' : problem.kind === 'notFound' ? 'Not found: ' : 'Could not load this: '}
        {problem.message}
      </p>
      {retryable && onRetry ? (
        <button type="button" onClick={onRetry}>
          Try again
        </button>
      ) : null}
    </div>
  );
}
