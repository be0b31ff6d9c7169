import { useInfiniteQuery } from '@tanstack/react-query';
import { adminEndpoints } from '../../../schemas/api/admin-endpoints.ts';
import type { AuditEntry } from '../../../schemas/admin/audit-entry.ts';
import { useAdminApi } from '../../kits/api/admin-api-context.tsx';
import { Empty, LoadError, Loading } from '../../kits/ui/load-states.tsx';
import { PageHeading } from '../../kits/ui/page-heading.tsx';
import { When } from '../../kits/ui/when.tsx';
import { auditKeys } from './audit-keys.ts';

const pageSize = 50;

/** A site's audit log, newest first, older entries on request: who did what to which item, when, before and after. */
export function AuditScreen({ sld }: { sld: string }) {
  const api = useAdminApi();
  const log = useInfiniteQuery({
    queryKey: auditKeys.site(sld),
    queryFn: ({ pageParam }) => api.call(adminEndpoints.adminAudit, { params: { sld }, query: { limit: pageSize, beforeId: pageParam } }),
    initialPageParam: undefined as number | undefined,
    getNextPageParam: (last) => (last.length === pageSize ? last.at(-1)!.id : undefined),
  });
  const entries = log.data?.pages.flat() ?? [];

  return (
    <>
      <PageHeading title={`Audit log · ${sld}`}>Audit log</PageHeading>
      {log.isPending ? (
        <Loading what="the audit log" />
      ) : log.isError && entries.length === 0 ? (
        <LoadError error={log.error} onRetry={() => void log.refetch()} />
      ) : entries.length === 0 ? (
        <Empty>Nothing has been done on this site yet.</Empty>
      ) : (
        <>
          <div className="table-scroll" tabIndex={0} role="region" aria-label="Audit log entries">
            <table>
              <caption className="visually-hidden">Changes and refusals on {sld}, newest first</caption>
              <thead>
                <tr>
                  <th scope="col">When</th>
                  <th scope="col">Who</th>
                  <th scope="col">What</th>
                  <th scope="col">Item</th>
                  <th scope="col">Before and after</th>
                </tr>
              </thead>
              <tbody>
                {entries.map((entry) => (
                  <AuditRow key={entry.id} entry={entry} />
                ))}
              </tbody>
            </table>
          </div>
          {log.isError ? <LoadError error={log.error} /> : null}
          {log.hasNextPage ? (
            <button type="button" onClick={() => void log.fetchNextPage()} disabled={log.isFetchingNextPage}>
              {log.isFetchingNextPage ? 'Loading older entries…' : 'Older entries'}
            </button>
          ) : null}
        </>
      )}
    </>
  );
}

function AuditRow({ entry }: { entry: AuditEntry }) {
  const changed = entry.before !== null || entry.after !== null;
  return (
    <tr>
      <td>
        <When value={entry.at} />
      </td>
      <td>{entry.accountEmail}</td>
      <td>{entry.action}</td>
      <td>{entry.target}</td>
      <td>
        {changed ? (
          <details>
            <summary>Show</summary>
            {entry.before !== null ? (
              <>
                <p className="detail-heading">Before</p>
                <pre>{JSON.stringify(entry.before, null, 2)}</pre>
              </>
            ) : null}
            {entry.after !== null ? (
              <>
                <p className="detail-heading">After</p>
                <pre>{JSON.stringify(entry.after, null, 2)}</pre>
              </>
            ) : null}
          </details>
        ) : (
          '—'
        )}
      </td>
    </tr>
  );
}
