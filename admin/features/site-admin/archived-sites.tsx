import { useRef } from 'react';
import { apiProblemOf } from '../../kits/api/api-problem.ts';
import { AdminLink } from '../../kits/navigation/admin-link.tsx';
import { adminHref } from '../../kits/navigation/admin-routes.ts';
import { Empty, LoadError, Loading } from '../../kits/ui/load-states.tsx';
import { When } from '../../kits/ui/when.tsx';
import { useFocusWhen } from './focus-when.ts';
import { useArchivedSites, useRestoreSite } from './use-site-admin.ts';

/** Archived sites, each brought back as it was by Restore (refused while a site made since holds its id or a domain). */
export function ArchivedSites() {
  const archived = useArchivedSites();
  const restore = useRestoreSite();
  const problem = restore.error ? apiProblemOf(restore.error) : undefined;
  const outcome = useRef<HTMLDivElement>(null);
  const refusal = useRef<HTMLParagraphElement>(null);
  useFocusWhen(outcome, restore.data);
  useFocusWhen(refusal, restore.error);

  return (
    <section aria-labelledby="archived-sites-heading">
      <h2 id="archived-sites-heading">Archived sites</h2>
      {restore.data ? (
        <div className="site-outcome" role="status" tabIndex={-1} ref={outcome}>
          <p>
            Restored <strong>{restore.data.sld}</strong>: readers reach it again. <AdminLink href={adminHref('studio', { sld: restore.data.sld })}>Open the studio of {restore.data.sld}</AdminLink>
          </p>
        </div>
      ) : null}
      {problem ? (
        <p className="form-problem" role="alert" tabIndex={-1} ref={refusal}>
          Not restored ({restore.variables}): {problem.message}
        </p>
      ) : null}
      {archived.isPending ? (
        <Loading what="the archived sites" />
      ) : archived.isError ? (
        <LoadError error={archived.error} onRetry={() => void archived.refetch()} />
      ) : archived.data.length === 0 ? (
        <Empty>No site is archived.</Empty>
      ) : (
        <div className="table-scroll" tabIndex={0} role="region" aria-label="Table of archived sites">
          <table>
            <thead>
              <tr>
                <th scope="col">Site</th>
                <th scope="col">Archived</th>
                <th scope="col">
                  <span className="visually-hidden">Actions</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {archived.data.map((site) => (
                <tr key={site.sld}>
                  <th scope="row">
                    {site.name} <span className="site-meta">{site.sld}</span>
                  </th>
                  <td>
                    <When value={site.archivedAt} /> by {site.archivedBy}
                  </td>
                  <td>
                    <button type="button" onClick={() => restore.mutate(site.sld)} disabled={restore.isPending}>
                      Restore <span className="visually-hidden">{site.sld}</span>
                    </button>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
